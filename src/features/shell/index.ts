export { EntryWarning } from './entry-warning';
export { Footer } from './footer';
export { reportSignupClosed, SignupModal } from './signup-modal';
export { TopBar, type MemberTopBarParts } from './top-bar';
