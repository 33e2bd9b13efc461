/** /signup-matches: members suggested to a member who just finished the signup. */
export const signupMatches = {
  title: 'Your matches',
  intro: 'Members who may suit you. Open a profile to say hello.',
  loading: 'Looking for matches…',
  photoAlt: 'Photo of {name:string}',
  noPhoto: 'No photo yet',
  age: '{age:number} years',
  ageAndCity: '{age:number} years, {city:string}',
  online: 'Online now',
  empty: 'We have no suggestions for you right now. New members join every day.',
  searchAll: 'Search all members',
  more: 'See more members',
  retry: 'Try again',
};
