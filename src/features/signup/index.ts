export { signupClosed } from './signup-events';
export { SignupFlow } from './signup-flow';
// The profile screen edits the same fields as the about-you step, by the same rules.
export {
  changedChoices,
  choiceFields,
  choiceNames,
  storedChoices,
  type ChoiceName,
  type Choices,
} from './steps/about-you-choices';
export { changedAboutMe } from './steps/about-you-text';
// A member landing page (/members/{id}/signup) opens the signup for one profile (decision 031).
export { rememberSignupProfile } from './signup-progress';
