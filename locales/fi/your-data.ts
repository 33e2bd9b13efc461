import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Tietosi',
  explanation:
    'Lataa yksi tiedosto, jossa on kaikki, mitä meillä on sinusta (profiilisi, kuvasi, viestisi, annetut ja saadut tykkäykset, maksutapahtumat ja ilmoitusasetukset): sinulla on oikeus nähdä nämä tiedot ja viedä ne toiseen palveluun.',
  download: 'Lataa tietoni',
  preparing: 'Tiedostoasi valmistellaan…',
  downloading: 'Tiedostosi latautuu.',
  failed: 'Tiedostoasi ei voitu valmistella.',
  retry: 'Yritä uudelleen',
} satisfies Translation['yourData'];
