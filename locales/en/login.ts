export const login = {
  title: 'Log in',
};
