import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Waar woon je?',
  why: 'We laten je leden bij jou in de buurt zien, en leden bij jou in de buurt zien jou.',
  country: 'Land',
  regionLabels: {
    province: 'Provincie',
    state: 'Deelstaat',
    canton: 'Kanton',
    county: 'Graafschap',
    voivodeship: 'Woiwodschap',
    region: 'Regio',
  },
  city: 'Woonplaats',
  choose: 'Kies…',
  useMyLocation: 'Gebruik mijn locatie',
  locating: 'Je locatie wordt bepaald…',
  located: 'We hebben je locatie ingevuld. Controleer hem en pas hem zo nodig aan.',
  denied:
    'Je hebt deze site geen toestemming gegeven om je locatie te gebruiken. Vul je locatie hieronder in, of geef toestemming in je browserinstellingen en probeer het opnieuw.',
  unsupported: 'Je browser kan je locatie niet delen. Vul je locatie hieronder in.',
  unavailable: 'Je locatie kon niet worden gevonden. Vul je locatie hieronder in.',
  notServed: 'Je locatie ligt buiten de landen van deze site. Vul je locatie hieronder in.',
  save: 'Opslaan en verder',
} satisfies Translation['signupLocation'];
