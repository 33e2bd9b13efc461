import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Leden die willen chatten',
  cta: 'Begin gratis met chatten',
  whyTitle: 'Waarom lid worden van {siteName}?',
  nearTitle: 'Mensen bij jou in de buurt',
  nearText: 'Zie wie er dichtbij woont en wie er nu online is.',
  chatTitle: 'Binnen een paar minuten chatten',
  chatText: 'Maak je profiel aan en stuur meteen je eerste bericht.',
  privateTitle: 'Discreet en privé',
  privateText: 'Jij bepaalt wat anderen over je te zien krijgen.',
} satisfies Translation['landerIcons'];
