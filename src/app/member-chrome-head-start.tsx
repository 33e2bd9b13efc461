import { useEffect } from 'react';
import { useSignupModalState } from '../features/signup-entry';
import { preloadMemberChrome } from './member-chrome-code';

/** Screens where a visitor's session starts: login, signup, and the mailed links that log in. */
const sessionStartingRoutes = new Set([
  'login',
  'signup',
  'account-deleted',
  'activate-done',
  'reset-password-do',
  'mail-change-do',
]);

/**
 * A visitor about to become a member gets the member chrome's chunks fetched while typing, after
 * the screen has painted: when the session starts, the nav, tab bar and account menu are there at
 * once instead of one request later. Tied to the screen (or the open signup modal) rather than to
 * a form's focus, so a password manager's fill-and-submit gets the head start too.
 */
export const MemberChromeHeadStart = ({ routeName }: { routeName: string | undefined }) => {
  const signupOpen = useSignupModalState().isOpen;
  const soon = signupOpen || (routeName !== undefined && sessionStartingRoutes.has(routeName));
  useEffect(() => {
    if (soon) preloadMemberChrome();
  }, [soon]);
  return null;
};
