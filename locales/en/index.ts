import type { BaseTranslation } from '../i18n-types';

const en = {
  common: {
    loading: 'Loading…',
    loadFailed: 'An error occured, please try again later',
  },
  language: {
    label: 'Language',
  },
  home: {
    pageTitle: '{siteName:string} — meet singles near you',
    title: 'Meet singles near you on {siteName:string}',
    intro: 'Chat, flirt and find your match — sign up free in a minute.',
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
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    not_implemented: 'An error has occurred',
    server_error: 'An error occured, please try again later',
    network: 'No connection. Check your internet connection and try again.',
    unknown: 'An error has occurred',
  },
  errors: {
    notFound: 'Page not found',
    backHome: 'Back to the home page',
  },
} satisfies BaseTranslation;

export default en;
