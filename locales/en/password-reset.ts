export const passwordReset = {
  title: 'Reset your password',
};
