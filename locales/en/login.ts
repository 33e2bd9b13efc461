/** The login screen (spec §4 Login, §8 Login) and the reactivation offer it shares with signup. */
export const login = {
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  noAccount: 'No account yet?',
  signup: 'Sign up',
  reactivation: {
    title: 'Reactivate your account',
    send: 'Send me a reactivation link',
    sent: 'We sent a reactivation link to {email:string}',
    contact: 'You can also contact customer service:',
    mail: 'E-mail {address:string}',
    call: 'Call {phone:string}',
  },
};
