export { signupClosed } from './signup-events';
export { SignupFlow } from './signup-flow';
