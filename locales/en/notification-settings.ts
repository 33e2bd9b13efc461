/** /notifications: e-mail and push preferences, why mail stopped, invisible mode and web push (spec §2, §4, §9). */
export const notificationSettings = {
  notificationPrefs: {
    heading: 'Notifications',
    intro: 'Choose what we let you know about by e-mail and by push notification.',
    pushHint: 'Push notifications reach you only on devices where you have allowed them.',
    tableCaption: 'Notification preferences',
    typeColumn: 'Notification',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail: {type:string}',
    pushSwitch: 'Push: {type:string}',
    types: {
      new_conversations: 'New conversations',
      new_messages: 'New messages',
      likes: 'Likes',
      unread_reminders: 'Reminders of unread messages',
      promotions: 'Offers and promotions',
      new_members: 'New members',
      news: 'News',
      reminders: 'Reminders',
    },
    save: 'Save preferences',
    saved: 'Saved. Your notification preferences are up to date.',
    saveFailed: 'Your preferences were not saved. Your choices are still here, so you can try again.',
    loadFailed: 'Your notification preferences could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    mailStopped: {
      heading: 'We are not sending you any e-mails at the moment',
      bounce:
        'E-mails to {email:string} could not be delivered. Check that the address is right, or change it under “E-mail address” above: once you confirm the new address, e-mails start again.',
      fbl: 'One of our e-mails was marked as spam in your mailbox. To get e-mails again, make sure the ones you want are switched on below and press “{save:string}”.',
      listunsubscribe:
        'You unsubscribed with the link in one of our e-mails. To get e-mails again, make sure the ones you want are switched on below and press “{save:string}”.',
    },
  },
  push: {
    heading: 'Push notifications on this device',
    intro:
      'A notification on this phone or computer when someone writes to you or likes you, even when the site is closed.',
    on: 'Push notifications are on for this device.',
    off: 'Push notifications are off for this device.',
    turnOn: 'Turn on push notifications',
    turnOff: 'Turn off push notifications',
    turnedOn: 'Push notifications are on. Choose below what they tell you about.',
    turnedOff: 'Push notifications are off for this device.',
    blocked:
      'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then come back here.',
    dismissed: 'Your browser did not get an answer. Press the button again when you are ready.',
    unsupported: 'This browser cannot receive push notifications. E-mail notifications still reach you.',
    installFirst:
      'On iPhone and iPad, push notifications work once the site is on your Home Screen: tap Share, then “Add to Home Screen”, and open the site from there.',
    failed: 'Push notifications could not be turned on. Try again in a moment.',
    offFailed: 'Push notifications were not turned off.',
  },
  invisible: {
    heading: 'Invisible mode',
    label: 'Hide me from other members',
    meaning:
      'While it is on, you do not appear in search results or suggestions, and other members cannot send you a first message, like or gift. Conversations you already have go on as before.',
    on: 'Invisible mode is on. Other members no longer find you.',
    off: 'Invisible mode is off. Other members can find you and contact you again.',
    failed: 'Invisible mode was not changed.',
  },
};
