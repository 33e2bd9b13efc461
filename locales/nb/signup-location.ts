import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Hvor bor du?',
  why: 'Vi viser deg medlemmer i nærheten av deg, og du blir vist for medlemmer i nærheten av deg.',
  country: 'Land',
  regionLabels: {
    province: 'Provins',
    state: 'Delstat',
    canton: 'Kanton',
    county: 'Fylke',
    voivodeship: 'Voivodskap',
    region: 'Region',
  },
  city: 'By',
  choose: 'Velg…',
  useMyLocation: 'Bruk posisjonen min',
  locating: 'Finner posisjonen din…',
  located: 'Vi har fylt inn posisjonen din. Sjekk den, og endre den om nødvendig.',
  denied:
    'Du har ikke gitt nettstedet tillatelse til å bruke posisjonen din. Fyll inn hvor du bor nedenfor, eller gi tillatelse i nettleserinnstillingene og prøv igjen.',
  unsupported: 'Nettleseren din kan ikke dele posisjonen din. Fyll inn hvor du bor nedenfor.',
  unavailable: 'Vi fant ikke posisjonen din. Fyll inn hvor du bor nedenfor.',
  notServed: 'Posisjonen din er utenfor landene dette nettstedet dekker. Fyll inn hvor du bor nedenfor.',
  save: 'Lagre og fortsett',
} satisfies Translation['signupLocation'];
