export const signupPhoto = {
  title: 'Add a photo',
};
