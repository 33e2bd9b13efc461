export const signupSteps = {
  title: 'Tell us about you',
  next: 'Next',
  skip: 'Skip this step',
  stepOf: 'Step {step:number} of {total:number}',
};
