/** Step 0 of the signup (the account form), the signup modes and the signup page. */
export const signup = {
  title: 'Sign up',
  formLabel: 'Create your account',
  username: 'Username',
  usernameHelp: 'Shown on your profile. {min:number} to {max:number} characters.',
  passwordHelp: 'At least {min:number} characters.',
  dateOfBirth: 'Date of birth',
  day: 'Day',
  month: 'Month',
  chooseMonth: 'Choose',
  year: 'Year',
  signupMessage: 'Why are you signing up? (optional)',
  inviteCode: 'Invite code',
  inviteOnlyNote:
    'Signing up on this site is by invitation only. Enter the code from your invitation to create your account.',
  submit: 'Create account',
  logIn: 'Log in',
  emailTakenOffer: 'Is this your account?',
  closedTitle: 'Signing up is not open right now',
  closedText:
    'New members can sign up on this site when they arrive through one of our partner sites. Already a member?',
  steps: 'Your profile',
};
