import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QuietBoundary, useIsSmartphone } from '../../ui';

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
  const { pathname } = useLocation();
  // The modal belongs to the screen it was opened on: following a link out of it (to login, the
  // terms) leaves signup behind.
  const [openOn, setOpenOn] = useState<string>();
  const isOpen = openOn === pathname;
  const [inProgress, setSignupInProgress] = useState(false);
  const openSignup = useCallback(() => {
    if (isSmartphone) void navigate('/signup');
    else setOpenOn(pathname);
  }, [isSmartphone, navigate, pathname]);
  const entry = useMemo(() => ({ openSignup, setSignupInProgress }), [openSignup]);
  const modal = useMemo(
    () => ({
      isOpen,
      inProgress,
      close: () => {
        setOpenOn(undefined);
        setSignupInProgress(false);
      },
    }),
    [isOpen, inProgress],
  );
  return (
    <SignupEntryContext.Provider value={entry}>
      <SignupModalContext.Provider value={modal}>{children}</SignupModalContext.Provider>
    </SignupEntryContext.Provider>
  );
};

const SignupDialog = lazy(() => import('./signup-dialog'));

/**
 * The signup modal of the default and empty layouts, loaded when first opened. While signup is in
 * progress neither the backdrop nor Escape closes it (spec §2); its close button still does.
 */
export const SignupModal = ({ children }: { children?: ReactNode }) => {
  const state = useContext(SignupModalContext);
  if (state === undefined) throw new Error('SignupModal needs <SignupEntryProvider>');
  if (!state.isOpen) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SignupDialog inProgress={state.inProgress} onClose={state.close}>
          {children}
        </SignupDialog>
      </Suspense>
    </QuietBoundary>
  );
};
