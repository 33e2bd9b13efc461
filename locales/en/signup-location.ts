export const signupLocation = {
  title: 'Where do you live?',
};
