/** What every campaign landing page under /landers shares (spec §2): its call to action and photos. */
export const landers = {
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  signup: 'Sign up free',
  ctaNote: 'Free to join, and it takes a minute.',
  haveAccount: 'Already a member?',
  login: 'Log in',
  photoAlt: 'Photo of {name}',
  noPhoto: '{name} has no photo yet',
  nameAge: '{name}, {age}',
  online: 'Online now',
};
