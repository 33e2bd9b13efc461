/** Dismissible alerts under the top bar (spec §4, §9); each remembers its dismissal (decision 017). */
export const alerts = {
  enrichProfile: {
    title: 'Your profile shows no photo yet.',
    text: 'Profiles with a photo get far more replies.',
    action: 'Add a photo',
  },
  mailStopped: {
    title: 'We have stopped sending you e-mails.',
    bounce: 'Mail to {email:string} could not be delivered.',
    fbl: 'One of our e-mails was marked as spam.',
    listunsubscribe: 'You unsubscribed from our e-mails.',
    action: 'Go to settings',
  },
  push: {
    title: 'Never miss a message.',
    text: 'Get a notification on this device when someone writes to you or likes you.',
    action: 'Turn on',
    on: 'Push notifications are on for this device.',
    blocked: 'Notifications are blocked for this site. You can allow them in your browser’s settings.',
    dismissed: 'Your browser did not get an answer. You can turn notifications on any time in Settings.',
    failed: 'Push notifications could not be turned on. You can try again in Settings.',
  },
};
