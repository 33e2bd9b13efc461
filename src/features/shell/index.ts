export { EntryWarning } from './entry-warning';
export { Footer } from './footer';
export { MemberReminders } from './member-reminders';
export { reportSignupClosed, SignupModal } from './signup-modal';
export { TopBar } from './top-bar';
