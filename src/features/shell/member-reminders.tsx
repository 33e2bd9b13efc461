import type { User } from '../../../generated/model';
import { ActivationReminder } from './activation-reminder';
import { SignupResumeReminder } from './signup-resume';

/** The reminders of a logged-in member under the top bar: unfinished signup first, then the e-mail. */
export const MemberReminders = ({ user }: { user: User }) => (
  <>
    <SignupResumeReminder />
    <ActivationReminder user={user} />
  </>
);
