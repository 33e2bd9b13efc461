import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { Modal, TextLink, useIsSmartphone } from '../../ui';

interface SignupEntry {
  /** Desktop: opens the signup modal; smartphone: goes to the signup page (spec §2). */
  openSignup: () => void;
  /** The signup form reports here once a step is under way, so the modal cannot be lost by accident. */
  setSignupInProgress: (inProgress: boolean) => void;
}

const SignupEntryContext = createContext<SignupEntry | undefined>(undefined);

export const useSignupEntry = (): SignupEntry => {
  const entry = useContext(SignupEntryContext);
  if (entry === undefined) throw new Error('useSignupEntry needs <SignupEntryProvider>');
  return entry;
};

interface SignupModalState {
  isOpen: boolean;
  inProgress: boolean;
  close: () => void;
}

const SignupModalContext = createContext<SignupModalState | undefined>(undefined);

export const SignupEntryProvider = ({ children }: { children: ReactNode }) => {
  const isSmartphone = useIsSmartphone();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [inProgress, setSignupInProgress] = useState(false);
  const { pathname } = useLocation();
  // Following a link out of the modal (to login, the terms) leaves signup behind.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);
  const openSignup = useCallback(() => {
    if (isSmartphone) void navigate('/signup');
    else setOpen(true);
  }, [isSmartphone, navigate]);
  const entry = useMemo(() => ({ openSignup, setSignupInProgress }), [openSignup]);
  const modal = useMemo(() => ({ isOpen, inProgress, close: () => setOpen(false) }), [isOpen, inProgress]);
  return (
    <SignupEntryContext.Provider value={entry}>
      <SignupModalContext.Provider value={modal}>{children}</SignupModalContext.Provider>
    </SignupEntryContext.Provider>
  );
};

/**
 * The signup modal of the default and empty layouts. While signup is in progress neither the
 * backdrop nor Escape closes it (spec §2); its close button still does, on purpose.
 */
export const SignupModal = ({ children }: { children?: ReactNode }) => {
  const { LL } = useI18nContext();
  const state = useContext(SignupModalContext);
  if (state === undefined) throw new Error('SignupModal needs <SignupEntryProvider>');
  return (
    <Modal
      isOpen={state.isOpen}
      onOpenChange={(open) => {
        if (!open) state.close();
      }}
      title={LL.signupEntry.title()}
      isDismissable={!state.inProgress}
      isKeyboardDismissDisabled={state.inProgress}
    >
      {children ?? (
        <>
          <p>{LL.signupEntry.comingSoon()}</p>
          <p>
            {LL.signupEntry.haveAccount()} <TextLink href="/login">{LL.topBar.login()}</TextLink>
          </p>
        </>
      )}
    </Modal>
  );
};
