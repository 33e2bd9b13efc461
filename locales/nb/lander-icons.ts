import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Medlemmer som vil chatte',
  cta: 'Begynn å chatte gratis',
  whyTitle: 'Hvorfor bli med på {siteName}?',
  nearTitle: 'Folk i nærheten',
  nearText: 'Se hvem som bor i nærheten, og hvem som er pålogget akkurat nå.',
  chatTitle: 'Chat på få minutter',
  chatText: 'Lag profilen din og send din første melding med en gang.',
  privateTitle: 'Diskret og privat',
  privateText: 'Du bestemmer hva andre får se om deg.',
} satisfies Translation['landerIcons'];
