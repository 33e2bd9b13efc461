/** /notifications: downloading what the site holds about the member (GDPR art. 15 and 20). */
export const yourData = {
  heading: 'Your data',
  explanation:
    'Download one file with everything we hold about you (your profile, photos, messages, likes given and received, transactions and notification settings): you have the right to see this data and to take it to another service.',
  download: 'Download my data',
  preparing: 'Preparing your file…',
  downloading: 'Your file is downloading.',
  failed: 'Your file could not be prepared.',
  retry: 'Try again',
};
