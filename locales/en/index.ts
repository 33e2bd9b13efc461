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
  errors: {
    notFound: 'Page not found',
    backHome: 'Back to the home page',
  },
} satisfies BaseTranslation;

export default en;
