import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Hvor bor du?',
  why: 'Vi viser dig medlemmer i nærheden af dig, og du bliver vist for medlemmer i nærheden af dig.',
  country: 'Land',
  regionLabels: {
    province: 'Provins',
    state: 'Delstat',
    canton: 'Kanton',
    county: 'Amt',
    voivodeship: 'Voivodskab',
    region: 'Region',
  },
  city: 'By',
  choose: 'Vælg…',
  useMyLocation: 'Brug min placering',
  locating: 'Finder din placering…',
  located: 'Vi har udfyldt din placering. Tjek den, og ret den om nødvendigt.',
  denied:
    'Du har ikke givet denne side lov til at bruge din placering. Angiv din placering nedenfor, eller tillad det i din browsers indstillinger, og prøv igen.',
  unsupported: 'Din browser kan ikke dele din placering. Angiv din placering nedenfor.',
  unavailable: 'Din placering kunne ikke findes. Angiv din placering nedenfor.',
  notServed: 'Din placering ligger uden for de lande, som denne side dækker. Angiv din placering nedenfor.',
  save: 'Gem og fortsæt',
} satisfies Translation['signupLocation'];
