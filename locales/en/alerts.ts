/** Dismissible alerts under the top bar (spec §4, §9); each remembers its dismissal (decision 017). */
export const alerts = {
  enrichProfile: {
    title: 'Your profile shows no photo yet.',
    text: 'Profiles with a photo get far more replies.',
    action: 'Add a photo',
  },
};
