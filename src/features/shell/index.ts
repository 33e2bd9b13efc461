export { ActivationReminder } from './activation-reminder';
export { EntryWarning } from './entry-warning';
export { Footer } from './footer';
export { reportSignupClosed, SignupModal } from './signup-modal';
export { TopBar } from './top-bar';
