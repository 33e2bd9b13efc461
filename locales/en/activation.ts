export const activation = {
  title: 'Your e-mail address',
};
