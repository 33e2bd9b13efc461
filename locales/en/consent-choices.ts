/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Cookie settings',
  dialogIntro:
    'Choose what we may store on your device. You can change this at any time under “Change cookie settings” at the bottom of the page.',
  necessary: 'Necessary (always on)',
  necessaryText:
    'Your login, your language, that you passed the entry warning, and this choice. Where signup or search is only for visitors from a partner, the partner network of your link.',
  statistics: 'Statistics',
  statisticsText:
    'Tells us when you leave a page you reached through a partner link, so we learn how long visitors stay.',
  marketing: 'Marketing',
  marketingText:
    'Remembers the partner and campaign of your link and sends them with your signup, so the partner is credited.',
  save: 'Save my choices',
};
