import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Wo wohnst du?',
  why: 'Wir zeigen dir Mitglieder in deiner Nähe, und Mitglieder in deiner Nähe sehen dich.',
  country: 'Land',
  regionLabels: {
    province: 'Provinz',
    state: 'Bundesland',
    canton: 'Kanton',
    county: 'Grafschaft',
    voivodeship: 'Woiwodschaft',
    region: 'Region',
  },
  city: 'Ort',
  choose: 'Auswählen…',
  useMyLocation: 'Meinen Standort verwenden',
  locating: 'Dein Standort wird ermittelt…',
  located: 'Wir haben deinen Standort eingetragen. Überprüfe ihn und ändere ihn bei Bedarf.',
  denied:
    'Du hast dieser Website nicht erlaubt, deinen Standort zu verwenden. Gib deinen Standort unten ein oder erlaube den Zugriff in deinen Browsereinstellungen und versuche es noch einmal.',
  unsupported: 'Dein Browser kann deinen Standort nicht teilen. Bitte gib deinen Standort unten ein.',
  unavailable: 'Dein Standort konnte nicht ermittelt werden. Bitte gib deinen Standort unten ein.',
  notServed: 'Dein Standort liegt außerhalb der Länder dieser Website. Bitte gib deinen Standort unten ein.',
  save: 'Speichern und weiter',
} satisfies Translation['signupLocation'];
