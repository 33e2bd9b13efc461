import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser, useSiteSettings } from '../../api';
import { hasTrafficSource } from '../../lib/tracking';
import { PageLoading } from '../../ui';
import { useSignupEntry } from '../signup-entry';
import { AccountStep } from './account-step';
import { ProfileSteps } from './profile-steps';
import { SignupClosedNotice } from './signup-closed-notice';
import { signupFlowComplete } from './signup-events';
import { signupProgress, useSignupProgress } from './signup-progress';

interface SignupFlowProps {
  /** Where the flow is shown in the signup modal: it closes the modal when the signup is over. */
  onLeave?: () => void;
}

/**
 * After the account was created the keyboard and the screen reader start at step 1's heading,
 * not on the submit button that is gone.
 */
const useFocusFirstStep = (justCreated: boolean) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!justCreated || container === null) return;
    const target = container.querySelector<HTMLElement>('h1, h2, h3') ?? container;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [justCreated]);
  return box;
};

/**
 * The whole signup (spec §2, §4): step 0 creates the account (when the site's signup mode lets
 * this visitor sign up), then the profile steps and the complete step. The same flow runs in the
 * desktop modal and on the /signup page, on one shared progress, so either goes on where the
 * other left off.
 */
export const SignupFlow = ({ onLeave }: SignupFlowProps) => {
  const { step } = useSignupProgress();
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const { setSignupInProgress } = useSignupEntry();
  const navigate = useNavigate();
  // Between the signup's answer and the session reaching every screen, the new member still looks
  // like a visitor for a moment: that is not a stale signup to throw away.
  const [justCreated, setJustCreated] = useState(false);
  const box = useFocusFirstStep(justCreated);
  const accountExists = step >= 1;

  // Reopened (or reached from the page) with the account already there: hold on to the modal.
  useEffect(() => {
    if (accountExists) setSignupInProgress(true);
  }, [accountExists, setSignupInProgress]);

  // Steps of an account this visitor is no longer logged in to (logged out mid-signup in this
  // tab): a new signup starts from an empty form.
  const stale = accountExists && !justCreated && user.data === null;
  useEffect(() => {
    if (!stale) return;
    signupProgress.reset();
    setSignupInProgress(false);
  }, [stale, setSignupInProgress]);

  // Cleared only once the flow is gone: on the signup page (phones) the page stays on screen while
  // the matches screen loads, and an empty progress there reads as "no signup under way", which
  // sent the new member on to the members area instead (issue 12); nor does step 0 flash back.
  const finished = useRef(false);
  useEffect(
    () => () => {
      if (finished.current) signupProgress.reset();
    },
    [],
  );
  const finish = () => {
    finished.current = true;
    setSignupInProgress(false);
    onLeave?.();
    // A signup opened from a member landing page ends on that profile, one tap from messaging it.
    const { profileId } = signupProgress.get();
    void navigate(profileId === undefined ? '/signup-matches' : `/members/${String(profileId)}`);
  };

  if (accountExists) {
    if (stale || (user.isPending && !justCreated)) return <PageLoading />;
    return (
      <div ref={box}>
        <ProfileSteps onFinish={finish} onFlowComplete={signupFlowComplete} />
      </div>
    );
  }

  if (settings.isPending) return <PageLoading />;
  // Without the settings the form is offered: the signup itself says when it is not open.
  const mode = settings.data?.settings.signups ?? 'all';
  if (mode === 'with_trafficsource' && !hasTrafficSource()) return <SignupClosedNotice />;
  return (
    <AccountStep
      inviteOnly={mode === 'invite_only'}
      onLeave={onLeave}
      onCreated={() => {
        setJustCreated(true);
        setSignupInProgress(true);
      }}
    />
  );
};
