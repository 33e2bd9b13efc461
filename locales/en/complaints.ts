/** /complaints: the complaints form and its confirmation (spec §2). */
export const complaints = {
  intro:
    'Something went wrong? Tell us about it. Customer service reads every complaint and answers you by e-mail.',
  required: 'All fields are required, except the profile number.',
  name: 'Your name',
  email: 'Your e-mail address',
  emailHint: 'We send our answer to this address.',
  subject: 'What is your complaint about?',
  subjectChoose: 'Choose a subject',
  subjectRequired: 'Choose what your complaint is about',
  subjects: {
    content: 'Content on the site',
    billing: 'Payments and billing',
    privacy: 'Privacy and personal data',
    abuse: 'Abuse or harassment',
    other: 'Something else',
  },
  profile: 'Profile number (optional)',
  profileHint:
    'If your complaint is about one member: the number at the end of their profile’s address, e.g. 2210 in /members/2210.',
  profileInvalid: 'Enter the profile number in digits only, e.g. 2210',
  profileUnknown: 'There is no profile with this number. Check it, or leave the field empty.',
  message: 'Your complaint',
  messageHint: 'Describe what happened and, where you can, when.',
  messageTooLong:
    'Your complaint is {over:number} {{character|characters}} too long. Shorten it to at most {max:number} characters; nothing you wrote is lost.',
  send: 'Send complaint',
  failed:
    'Your complaint could not be sent. Nothing you wrote is lost: check your connection and send it again.',
  tooMany:
    'You have sent several complaints within the last hour. Please wait {minutes:number} {{minute|minutes}}, then send it again.',
  sent: {
    heading: 'Thank you, we have received your complaint',
    reference: 'Your reference number: {reference:string}',
    next: 'Customer service looks into your complaint and answers you by e-mail at {email:string}, within the period the law sets.',
    quote: 'Please quote your reference number whenever you write to us about this complaint.',
    another: 'Send another complaint',
  },
};
