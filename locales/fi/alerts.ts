import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Profiilissasi ei näy vielä kuvaa.',
    text: 'Kuvalliset profiilit saavat paljon enemmän vastauksia.',
    action: 'Lisää kuva',
  },
} satisfies Translation['alerts'];
