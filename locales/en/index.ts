import type { BaseTranslation } from '../i18n-types';
import { account } from './account';
import { accountDeletion } from './account-deletion';
import { activation } from './activation';
import { alerts } from './alerts';
import { form } from './form';
import { login } from './login';
import { memberView } from './member-view';
import { members } from './members';
import { passwordReset } from './password-reset';
import { profilePhotos } from './profile-photos';
import { profileLocation } from './profile-location';
import { profile } from './profile';
import { report } from './report';
import { signup } from './signup';
import { signupLocation } from './signup-location';
import { signupMatches } from './signup-matches';
import { signupPhoto } from './signup-photo';
import { signupSteps } from './signup-steps';

const en = {
  common: {
    loading: 'Loading…',
    loadFailed: 'An error occured, please try again later',
  },
  language: {
    label: 'Language',
    menu: 'Language: {language:string}',
    choose: 'Choose the language of the site.',
    saveFailed:
      'The language has changed here, but could not be saved to your account. Please try again later.',
  },
  home: {
    intro: 'Chat, flirt and find your match — sign up free in a minute.',
    signup: 'Sign up free',
  },
  routes: {
    index: 'Meet singles near you',
    members: 'Search members',
    member: 'Member profile',
    chat: 'Chat',
    landing: 'Meet someone tonight',
    signup: 'Sign up',
    chats: 'Messages',
    likes: 'Likes',
    credits: 'Buy credits',
    repeatOrder: 'Repeat last order',
    payment: 'Payment',
    directDebit: 'Direct debit',
    premium: 'Premium membership',
    pricing: 'Pricing',
    profile: 'My profile',
    notifications: 'Settings',
    complaints: 'Complaints',
    langConfig: 'Language',
    login: 'Log in',
    signupMatches: 'Your matches',
    completeSignup: 'Confirm your e-mail address',
    swipeGame: 'Swipe game',
    accountDeleted: 'Account deleted',
    activateDone: 'Account activated',
    activateError: 'Activation failed',
    resetPassword: 'Reset password',
    mailChange: 'Change e-mail address',
    transactions: 'Transactions',
    infoPage: 'Information',
    notFound: 'Page not found',
  },
  shell: {
    titleWithSite: '{title:string} | {siteName:string}',
    comingSoon: 'This part of the site is coming soon. Please check back later.',
    skipToContent: 'Skip to content',
  },
  topBar: {
    logoLabel: '{siteName:string} home',
    back: 'Back',
    mainNav: 'Main',
    search: 'Search members',
    messages: 'Messages',
    likes: 'Likes',
    unreadLabel: '{count:number} unread {{message|messages}}',
    newLikesLabel: '{count:number} new {{like|likes}}',
    credits: 'Credits',
    creditsBalance: '{count:number} {{credit|credits}}',
    lowCreditsLabel: 'Only {count:number} {{credit|credits}} left',
    getPremium: 'Get Premium',
    login: 'Login',
    signup: 'Sign up',
    accountMenu: '{name:string}, account menu',
    myProfile: 'My profile',
    settings: 'Settings',
    logout: 'Logout',
    logoutFailed: 'You are still logged in.',
    continueSignup: 'Continue signup',
    menuLoadFailed: 'The menu could not be opened. Check your connection and try again.',
    memberChromeFailed:
      'Your links and account menu could not be loaded. Check your connection and try again.',
    memberChromeRetry: 'Try again',
    // Short labels of the phone's bottom tab bar, where five tabs share 360 px.
    tabSearch: 'Search',
    tabPremium: 'Premium',
    tabProfile: 'Profile',
  },
  footer: {
    about: 'About {siteName:string}',
    join: 'Join',
    member: 'Your account',
    help: 'Help',
    legal: 'Legal',
    faq: 'FAQ',
    service: 'Customer service',
    complaints: 'Complaints',
    returns: 'Returns and refunds',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    ban: 'Access ban',
    pricing: 'Pricing',
    usTitle: '18 U.S.C. 2257 statement',
    usStatement:
      'All persons who appear in any visual depiction on this website were 18 years of age or older when the depiction was made. Records required by 18 U.S.C. 2257 are kept by the custodian of records at the address below.',
    adultsOnly: 'This website is for adults only (18+).',
    copyright: '© {year:number} {company:string}, {address:string}',
  },
  entryWarning: {
    title: 'Adults only',
    adultContent:
      '{siteName:string} is a dating and chat site for adults. It contains sexually explicit material that is only suitable for people aged 18 or older.',
    confirmAge:
      'By entering, you confirm that you are at least 18 years old and that viewing adult material is legal where you are.',
    agreePrefix: 'You also accept our',
    enter: 'I am 18 or older — enter',
    leave: 'Leave',
    yieldedLabel: 'Entry warning',
    yieldedNote: 'You have not entered {siteName:string} yet. Read this page, then go back to enter.',
    backToWarning: 'Back to the entry warning',
  },
  signupEntry: {
    title: 'Sign up',
    haveAccount: 'Already a member?',
  },
  activationReminder: {
    title: 'Confirm your e-mail address.',
    text: 'We sent a link to {email:string}. Until you use it, members cannot reply to you.',
    resend: 'Send the e-mail again',
    sent: 'We sent you a new e-mail.',
  },
  signupResume: {
    title: 'Your signup is not finished.',
    text: 'A few steps are left; you can carry on where you stopped.',
    action: 'Continue signup',
  },
  newLike: {
    title: 'Someone likes you!',
    photoLabel: 'Open the profile of the member who liked you',
    text: 'Say hello and start a conversation.',
    startChat: 'Start a conversation',
  },
  pages: {
    updated: 'Last updated {date:string}',
  },
  apiErrors: {
    authentication_required: 'You need to be logged in to do this',
    validation: 'Please check the highlighted fields',
    not_found: 'This could not be found',
    forbidden: 'You are not allowed to do this',
    login_failed: 'Login failed, please try again',
    login_blocked: 'Too many incorrect attempts, account blocked for {minutes:number} min',
    email_taken: 'This email address already owns an account on this website',
    account_pending_deletion:
      'This account is being deleted. Reactivate it with the link we e-mail you, or contact customer service.',
    invite_only: 'Signing up on this site is by invitation only',
    signup_closed: 'Signing up is not possible right now',
    not_confirmed: 'This member has not confirmed their e-mail address yet, so you cannot reply',
    activation_failed:
      'Activation failed. The link may have expired or been used already: request a new activation e-mail or contact customer service.',
    reactivation_expired: 'This account can no longer be reactivated: the 14 days have passed',
    reset_email_not_found: 'E-mail address not found',
    reset_link_invalid: 'Link expired or invalid, request a new email',
    reset_too_many: 'Too many password reset emails sent, please try again tomorrow',
    mail_change_link_invalid: 'Link expired or invalid, request a new email',
    old_password_wrong: 'Check old password error',
    password_wrong: 'Wrong password, please try again',
    insufficient_credits: "You don't have enough credits. Buy credits to continue.",
    premium_only: 'This feature is for premium members only',
    conversation_limit:
      'Free members can start up to 2 conversations. Get premium to chat with more members.',
    photo_limit: 'You have reached the maximum number of photos',
    swipe_limit: "You've used today's likes. Come back tomorrow!",
    blocked_by_member: "You're blocked by {name:string}",
    member_invisible: "This member can't be contacted right now",
    message_too_long: 'Your message is too long',
    code_not_found: 'Code not found',
    code_used: 'Code already used',
    code_expired: 'This code has expired',
    code_minimum_order: 'This code is only valid on a larger order',
    direct_debit_blocked: 'Your account is blocked for direct debit',
    direct_debit_limit:
      'Direct debit limit reached. Try again later, choose a cheaper package or another payment method.',
    sms_code_invalid: 'Code invalid',
    payment_failed: 'The payment failed. Please try a different payment method.',
    payment_method_unavailable: 'This payment method is not available. Please choose another one.',
    no_previous_order: 'There is no previous order to repeat',
    already_reported: 'You have already reported this member',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    not_implemented: 'An error has occurred',
    server_error: 'An error occured, please try again later',
    network: 'No connection. Check your internet connection and try again.',
    unknown: 'An error has occurred',
  },
  errorPage: {
    defaultMessage: 'Error',
    notFound: 'Page not found',
    backHome: 'Back to the home page',
    status: 'Error {status:number}',
    generic: 'An error occured, please try again later',
    reloading: 'Reloading the page…',
    failedTitle: 'An error occurred while showing the error page',
    details: 'Error details',
    goHome: 'Go back to home',
  },
  form,
  login,
  memberView,
  members,
  passwordReset,
  profilePhotos,
  profile,
  report,
  signup,
  signupPhoto,
  signupLocation,
  profileLocation,
  signupSteps,
  activation,
  alerts,
  signupMatches,
  account,
  accountDeletion,
  ui: {
    close: 'Close',
    dismiss: 'Dismiss',
  },
  status: {
    region: 'Page status',
    offline: 'You are offline. Check your connection.',
    backOnline: 'You are back online.',
    loadingPage: 'Loading page',
  },
} satisfies BaseTranslation;

export default en;
