export const signupMatches = {
  title: 'Your matches',
};
