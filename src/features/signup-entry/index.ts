export { SignupEntryProvider, useSignupEntry, useSignupModalState } from './signup-entry';
export {
  forgetUnfinishedSignup,
  reportSignupStep,
  signupProgressKey,
  useHasUnfinishedSignup,
} from './unfinished-signup';
