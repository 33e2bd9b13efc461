/** /profile: the member's own profile (summary, photos, about you, interests, location). */
export const profile = {
  summary: {
    completion: 'Your profile is {percent:number}% complete',
    viewAsOthers: 'See your profile as others do',
    noPhoto: 'No photo yet',
  },
  sections: {
    photos: 'Photos',
    about: 'About you',
  },
  about: {
    intro: 'Members see these details on your profile. Fill in what you like.',
    interests: 'Interests',
    interestsHint: 'Choose what you enjoy: members who share it see it first.',
    interestsFailed: 'The interests could not be loaded.',
    signupReason: 'Why I am here',
    signupReasonHint: 'Plain text: what brings you here.',
    save: 'Save',
    saved: 'Your profile is saved.',
    unchanged: 'Nothing to save: nothing has changed.',
  },
};
