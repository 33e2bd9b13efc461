export const signup = {
  title: 'Sign up',
};
