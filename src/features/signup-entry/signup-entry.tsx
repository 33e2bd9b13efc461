import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsSmartphone } from '../../ui';

interface SignupEntry {
  /** Desktop: opens the signup modal; smartphone: goes to the signup page (spec §2). */
  openSignup: () => void;
  /**
   * The signup reports here whether its account exists: from then on the modal cannot be lost by
   * accident (backdrop, Escape) and stays open across the move to the members area.
   */
  setSignupInProgress: (inProgress: boolean) => void;
  /**
   * The visible way back into unfinished steps registers itself here: when the control that
   * opened the modal is gone (the account now exists, so the top bar's "Sign up" and the home
   * page's offer went), the focus goes to it on close instead of falling to the page.
   */
  resumeControlRef: (element: HTMLElement | null) => void;
}

/** What the signup modal (in the shell's layouts) needs to know to show itself. */
export interface SignupModalState {
  isOpen: boolean;
  inProgress: boolean;
  close: () => void;
}

const SignupEntryContext = createContext<SignupEntry | undefined>(undefined);
const SignupModalContext = createContext<SignupModalState | undefined>(undefined);

export const useSignupEntry = (): SignupEntry => {
  const entry = useContext(SignupEntryContext);
  if (entry === undefined) throw new Error('useSignupEntry needs <SignupEntryProvider>');
  return entry;
};

export const useSignupModalState = (): SignupModalState => {
  const state = useContext(SignupModalContext);
  if (state === undefined) throw new Error('The signup modal needs <SignupEntryProvider>');
  return state;
};

const signupPath = '/signup';

/** The element that has the focus, as a control that can take it back later. */
const focusedControl = (): HTMLElement | undefined =>
  document.activeElement instanceof HTMLElement && document.activeElement !== document.body
    ? document.activeElement
    : undefined;

/**
 * After the modal went: the dialog hands the focus back to its opener when it can, one frame after
 * it unmounts. Only where that left the focus on nothing does this step in, one frame later still.
 */
const returnFocus = (opener: HTMLElement | undefined, resumeControl: { current: HTMLElement | null }) => {
  requestAnimationFrame(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const target = opener?.isConnected === true ? opener : resumeControl.current;
    target?.focus();
  });
};

interface SignupEntryProviderProps {
  /**
   * Called once whenever an open modal goes, however it went. Passed in rather than imported: the
   * signup, which reports it, itself uses this entry, so importing it here would be a loop.
   */
  onClosed: () => void;
  children: ReactNode;
}

/**
 * Where the screens that offer signup (top bar, footer, home page, login) meet the signup itself.
 * It lives apart from both so that each side depends on it and neither on the other.
 */
export const SignupEntryProvider = ({ onClosed, children }: SignupEntryProviderProps) => {
  const isSmartphone = useIsSmartphone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The modal belongs to the screen it was opened on: following a link out of it (to login, the
  // terms) leaves signup behind. Once the account exists it stays with the member instead, while
  // the access gate moves the new member from a visitor screen (the home page) to the members area.
  const [openOn, setOpenOn] = useState<string>();
  const [inProgress, setSignupInProgress] = useState(false);
  const isOpen = openOn !== undefined && (inProgress || openOn === pathname);
  const opener = useRef<HTMLElement>(undefined);
  const resumeControl = useRef<HTMLElement | null>(null);
  const openSignup = useCallback(() => {
    // On the signup page the signup is already on screen: a modal over it would show it twice.
    if (isSmartphone || pathname === signupPath) {
      void navigate(signupPath);
      return;
    }
    opener.current = focusedControl();
    setOpenOn(pathname);
  }, [isSmartphone, navigate, pathname]);
  const resumeControlRef = useCallback((element: HTMLElement | null) => {
    resumeControl.current = element;
  }, []);
  const entry = useMemo(
    () => ({ openSignup, setSignupInProgress, resumeControlRef }),
    [openSignup, resumeControlRef],
  );
  // The latest callback, so a new function from the parent does not count as a change.
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);
  // However the modal went (its close button, Escape, a link out of it), it is gone for good:
  // coming back to the screen it was opened on does not bring it back.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      setOpenOn(undefined);
      setSignupInProgress(false);
      onClosedRef.current();
      returnFocus(opener.current, resumeControl);
      opener.current = undefined;
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
