/** /members/{id}/landing, /landing2, /landing3 and /signup: a campaign page about one profile (spec §2). */
export const memberLanding = {
  /** The profile's heading: name and age. */
  nameAndAge: '{name}, {age:number}',
  photoAlt: 'Photo of {name}',
  noPhoto: '{name} has not added a photo yet',
  online: 'Online now',
  /** When the member wrote nothing about themselves. */
  lineFallback: '{name} is new here and hoping to hear from you.',
  cta: 'Sign up free to message {name}',
  ctaNote: 'Free signup. It takes about a minute.',
  haveAccount: 'Already a member?',
  login: 'Log in',
  loadFailed: 'The profile could not be loaded.',
  retry: 'Try again',
  /** /landing: the photo, then the call to action. */
  one: {
    kicker: '{name} is waiting for a first message',
  },
  /** /landing2: an invitation to chat, in three steps. */
  two: {
    title: 'Say hello to {name}',
    stepsTitle: 'How it works',
    stepSignup: 'Create your free account',
    stepWrite: 'Write your first message to {name}',
    stepChat: 'Chat whenever it suits you',
  },
  /** /landing3: a spotlight on the profile, with more profiles below. */
  three: {
    badge: 'Profile of the day',
    title: 'Could {name} be your match?',
    aboutTitle: 'In {name}’s words',
    more: 'More members you could meet',
  },
  /** /members/{id}/signup */
  signup: {
    title: 'Sign up to message {name}',
    intro: 'When you are done, you go straight to {name}’s profile, ready to write.',
  },
};
