import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QuietBoundary, useIsSmartphone } from '../../ui';

interface SignupEntry {
  /** Desktop: opens the signup modal; smartphone: goes to the signup page (spec §2). */
  openSignup: () => void;
  /**
   * The signup reports here whether its account exists: from then on the modal cannot be lost by
   * accident (backdrop, Escape) and stays open across the move to the members area.
   */
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

const signupPath = '/signup';

/**
 * Spec §4 progress event `closed`: the signup decides whether closing abandons it (not once the
 * flow is complete). Its code came with the modal, so this import is already loaded; if it fails,
 * the statistic is lost and nothing else.
 */
const reportSignupClosed = () => {
  import('../signup').then(
    ({ signupClosed }) => {
      signupClosed();
    },
    () => undefined,
  );
};

const SignupModalContext = createContext<SignupModalState | undefined>(undefined);

export const SignupEntryProvider = ({ children }: { children: ReactNode }) => {
  const isSmartphone = useIsSmartphone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The modal belongs to the screen it was opened on: following a link out of it (to login, the
  // terms) leaves signup behind. Once the account exists it stays with the member instead, while
  // the access gate moves the new member from a visitor screen (the home page) to the members area.
  const [openOn, setOpenOn] = useState<string>();
  const [inProgress, setSignupInProgress] = useState(false);
  const isOpen = openOn !== undefined && (inProgress || openOn === pathname);
  const openSignup = useCallback(() => {
    // On the signup page the signup is already on screen: a modal over it would show it twice.
    if (isSmartphone || pathname === signupPath) void navigate(signupPath);
    else setOpenOn(pathname);
  }, [isSmartphone, navigate, pathname]);
  const entry = useMemo(() => ({ openSignup, setSignupInProgress }), [openSignup]);
  // However the modal went (its close button, Escape, a link out of it), it is gone for good:
  // coming back to the screen it was opened on does not bring it back.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      setOpenOn(undefined);
      setSignupInProgress(false);
      reportSignupClosed();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);
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
 * The signup modal of the default and empty layouts, loaded when first opened (the signup flow
 * comes with it, so none of it weighs on the first load). While signup is in progress neither the
 * backdrop nor Escape closes it (spec §2); its close button still does.
 */
export const SignupModal = () => {
  const state = useContext(SignupModalContext);
  if (state === undefined) throw new Error('SignupModal needs <SignupEntryProvider>');
  if (!state.isOpen) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <SignupDialog inProgress={state.inProgress} onClose={state.close} />
      </Suspense>
    </QuietBoundary>
  );
};
