export { ActivationReminder } from './activation-reminder';
export { EntryWarning } from './entry-warning';
export { Footer } from './footer';
export { SignupEntryProvider, SignupModal, useSignupEntry } from './signup-entry';
export { TopBar } from './top-bar';
