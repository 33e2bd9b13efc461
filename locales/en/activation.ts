/** Confirming the e-mail address: the activation link (/activate/done, /activate/error) and resending it. */
export const activation = {
  resend: 'Send the e-mail again',
  resendSending: 'Sending the e-mail…',
  resendSent: 'We sent you a new e-mail. Open the link in it to confirm your address.',
  resendWait:
    'You asked for an e-mail a short while ago. Please wait {minutes:number} minute{{s}} before asking again.',
  doneConfirming: 'Confirming your e-mail address…',
  doneTitle: 'Your e-mail address is confirmed',
  doneText: 'Thank you. Other members can now reply to your messages.',
  doneFailedTitle: 'Your e-mail address is not confirmed yet',
  doneToMembers: 'Find members',
  retry: 'Try again',
  errorTitle: 'Activation failed',
  errorHelp:
    'The activation link did not work. It may have expired or been used already, or only part of it was copied from the e-mail.',
  errorResendIntro: 'We can send a new activation link to {email:string}.',
  errorResend: 'Send a new activation e-mail',
  errorLoginIntro: 'Log in to get a new activation e-mail.',
  errorLogin: 'Log in',
  errorAlreadyActive: 'Good news: your e-mail address is already confirmed. You do not need a new link.',
  errorToMembers: 'Find members',
  errorContact: 'Still not working? Contact customer service:',
};
