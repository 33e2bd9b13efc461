/** The report-a-member dialog (EU Digital Services Act art. 16 notice), opened from a profile. */
export const report = {
  title: 'Report {name:string}',
  intro: 'Tell us what is wrong. Our team reviews every report.',
  reason: 'Why are you reporting {name:string}?',
  reasons: {
    fake_profile: 'Fake profile',
    harassment: 'Harassment or threats',
    underage: 'May be a minor',
    scam_or_spam: 'Scam or spam',
    illegal_content: 'Illegal content',
    other: 'Something else',
  },
  reasonRequired: 'Please choose a reason.',
  details: 'What happened?',
  detailsOptional: 'Optional: anything that helps our team understand.',
  detailsNeeded: 'Required when you choose “Something else”.',
  detailsRequired: 'Please tell us what happened.',
  alsoBlock: 'Also block {name:string}',
  send: 'Send report',
  cancel: 'Cancel',
  thanks: 'Thank you. Your report has reference {reference:string}.',
  reviewing:
    'Our team reviews it and takes action where needed. Quote the reference if you contact customer service.',
  blocked: '{name:string} is now blocked: you will no longer see or contact each other.',
  alreadyReported:
    'You have already reported {name:string}. That report has reference {reference:string}, and our team is still reviewing it.',
  notYourself: 'You cannot report yourself.',
  gone: 'This profile is no longer available.',
  failed: 'Your report could not be sent. Please try again: what you entered is still here.',
  done: 'Done',
};
