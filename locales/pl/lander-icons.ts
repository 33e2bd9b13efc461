import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Osoby, które chcą porozmawiać',
  cta: 'Zacznij czatować za darmo',
  whyTitle: 'Dlaczego warto dołączyć do {siteName}?',
  nearTitle: 'Ludzie z okolicy',
  nearText: 'Zobacz, kto mieszka blisko i kto jest teraz online.',
  chatTitle: 'Czat w kilka minut',
  chatText: 'Załóż profil i od razu wyślij pierwszą wiadomość.',
  privateTitle: 'Dyskretnie i prywatnie',
  privateText: 'Ty decydujesz, co inni o tobie widzą.',
} satisfies Translation['landerIcons'];
