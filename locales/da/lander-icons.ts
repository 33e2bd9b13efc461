import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Medlemmer, der vil chatte',
  cta: 'Begynd at chatte gratis',
  whyTitle: 'Hvorfor blive medlem af {siteName}?',
  nearTitle: 'Folk i nærheden',
  nearText: 'Se, hvem der bor tæt på, og hvem der er online lige nu.',
  chatTitle: 'Chat på få minutter',
  chatText: 'Opret din profil, og send din første besked med det samme.',
  privateTitle: 'Diskret og privat',
  privateText: 'Du bestemmer selv, hvad andre kan se om dig.',
} satisfies Translation['landerIcons'];
