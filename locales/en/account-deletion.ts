export const accountDeletion = {
  title: 'Delete your account',
};
