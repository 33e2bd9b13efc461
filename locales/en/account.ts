/** The member's settings screen (/notifications): e-mail address and password, and /mail-change/do. */
export const account = {
  title: 'Account',
  currentPassword: 'Current password',
  mailChange: {
    heading: 'E-mail address',
    current: 'Your e-mail address is {email:string}.',
    newEmail: 'New e-mail address',
    passwordHint: 'We ask for your password so that nobody else can change your address.',
    submit: 'Change e-mail address',
    sameAsCurrent: 'This is already your e-mail address',
    tooManyToday: 'You asked for too many e-mail changes today. Please try again tomorrow.',
    sent: 'We sent a confirmation link to {email:string}; your address changes when you use it (valid 24 hours)',
  },
  passwordChange: {
    heading: 'Password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    newPasswordHint: 'At least {min:number} characters.',
    repeatPassword: 'Repeat new password',
    submit: 'Change password',
    changed: 'Your password has been changed.',
  },
  mailChangeDone: {
    confirming: 'Confirming your new e-mail address…',
    done: 'Your e-mail address is now {email:string}',
    toSettings: 'Go to your settings',
    requestNew: 'Request a new e-mail change in your settings',
    retry: 'Try again',
  },
  sectionsLoad: {
    failed: 'Your settings could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  blocked: {
    heading: 'Blocked members',
    intro:
      'Members you blocked cannot see your profile or contact you, and you no longer see them in your searches.',
    empty: 'You have not blocked anyone.',
    howTo: 'To block a member, open their profile and choose “Block” in the “More” menu.',
    photoAlt: 'Photo of {name:string}',
    nameAndAge: '{name:string}, {age:number}',
    unblock: 'Unblock',
    unblocked: '{name:string} is unblocked.',
    unblockFailed: 'Could not unblock {name:string}.',
    loadFailed: 'Your blocked members could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
};
