/** Password reset: asking for the link (/reset-password) and choosing the new password (/reset-password/do). */
export const passwordReset = {
  intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  submit: 'Send reset link',
  sent: 'We sent a link to reset your password to {email:string}. The link is valid for {hours:number} hours.',
  backToLogin: 'Back to login',
  requestNew: 'Request a new e-mail',
  checking: 'Checking your link…',
  retry: 'Try again',
  forAccount: 'Choose a new password for {email:string}.',
  newPassword: 'New password',
  newPasswordHint: 'At least {min:number} characters',
  confirmPassword: 'Repeat the new password',
  showPasswords: 'Show passwords',
  save: 'Save new password',
  changed: 'Your password has been changed. You are logged in.',
};
