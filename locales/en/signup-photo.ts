/** Signup step 1: the profile photo. */
export const signupPhoto = {
  title: 'Add a photo',
  why: 'Members with a photo get many more replies. Your photo is shown once our team has checked it.',
  label: 'Profile photo',
  browse: 'Browse',
  noFile: 'No photo chosen yet',
  chosen: 'Chosen: {name:string}',
  previewAlt: 'Preview of the photo you chose',
  hint: 'A JPEG, PNG or WebP image of at most 10 MB.',
  chooseFirst: 'Choose a photo first, or skip this step',
  save: 'Save and continue',
};
