import type { Translation } from '../i18n-types';

export const signupLocation = {
  title: 'Var bor du?',
  why: 'Vi visar dig medlemmar nära dig, och du visas för medlemmar nära dig.',
  country: 'Land',
  regionLabels: {
    province: 'Provins',
    state: 'Delstat',
    canton: 'Kanton',
    county: 'Län',
    voivodeship: 'Vojvodskap',
    region: 'Region',
  },
  city: 'Ort',
  choose: 'Välj…',
  useMyLocation: 'Använd min plats',
  locating: 'Letar efter din plats…',
  located: 'Vi har fyllt i din plats. Kontrollera den och ändra vid behov.',
  denied:
    'Du har inte gett webbplatsen tillåtelse att använda din plats. Fyll i var du bor nedan, eller tillåt det i webbläsarens inställningar och försök igen.',
  unsupported: 'Din webbläsare kan inte dela din plats. Fyll i var du bor nedan.',
  unavailable: 'Det gick inte att hitta din plats. Fyll i var du bor nedan.',
  notServed: 'Din plats ligger utanför de länder som webbplatsen täcker. Fyll i var du bor nedan.',
  save: 'Spara och fortsätt',
} satisfies Translation['signupLocation'];
