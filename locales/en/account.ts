export const account = {
  title: 'Account',
};
