import type { Translation } from '../i18n-types';

/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {
  kicker: 'Dziś wieczorem, blisko ciebie',
  onlineCount: '{count} {{|osoba||osoby|osób|osoby}} online w pobliżu',
  onlineNone: 'Co wieczór dołączają nowe osoby',
  cta: 'Znajdź towarzystwo na dziś',
  profilesTitle: 'Nie śpią i są online dziś wieczorem',
  closingTitle: 'Po co spędzać wieczór samotnie?',
  closingText: 'Załóż darmowy profil w minutę, zobacz, kto jest w pobliżu, i zacznij czatować jeszcze dziś.',
} satisfies Translation['landerAlone'];
