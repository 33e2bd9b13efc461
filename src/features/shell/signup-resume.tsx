import { useLocation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { PlainButtonLink } from '../../ui';
import { useHasUnfinishedSignup, useSignupEntry, useSignupModalState } from '../signup-entry';
import { ReminderBanner } from './reminder-banner';

/** Where the unfinished steps go on (decision 007). */
export const completeSignupPath = '/complete-signup';

/** Screens that are the signup, or its end: offering a way into it there would point at itself. */
const signupScreens = new Set(['/signup', completeSignupPath, '/signup-matches']);

/**
 * A member whose account exists but who left the signup before its end (closed the modal, reloaded,
 * went elsewhere) is offered the way back, as long as the signup is not on screen already.
 */
export const useSignupResumeOffer = (): boolean => {
  const unfinished = useHasUnfinishedSignup();
  const modal = useSignupModalState();
  const { pathname } = useLocation();
  return unfinished && !modal.isOpen && !signupScreens.has(pathname);
};

/** The reminder under the top bar; its link is where the focus goes when the signup modal closes. */
export const SignupResumeReminder = () => {
  const { LL } = useI18nContext();
  const offered = useSignupResumeOffer();
  const { resumeControlRef } = useSignupEntry();
  if (!offered) return null;
  return (
    <ReminderBanner
      tone="info"
      title={LL.signupResume.title()}
      text={LL.signupResume.text()}
      actions={
        // The link component takes no ref: its wrapper hands the link itself to the signup entry.
        <span
          ref={(wrapper) => {
            resumeControlRef(wrapper?.querySelector('a') ?? null);
          }}
        >
          <PlainButtonLink href={completeSignupPath} variant="outline">
            {LL.signupResume.action()}
          </PlainButtonLink>
        </span>
      }
    />
  );
};
