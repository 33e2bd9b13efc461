export { SignupEntryProvider, useSignupEntry, useSignupModalState } from './signup-entry';
