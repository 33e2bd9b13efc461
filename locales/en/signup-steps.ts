export const signupSteps = {
  title: 'Tell us about you',
};
