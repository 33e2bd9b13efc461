import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Mitglieder, die chatten möchten',
  cta: 'Jetzt kostenlos chatten',
  whyTitle: 'Warum bei {siteName} mitmachen?',
  nearTitle: 'Menschen in deiner Nähe',
  nearText: 'Sieh, wer in der Nähe wohnt und wer gerade online ist.',
  chatTitle: 'In Minuten chatten',
  chatText: 'Erstelle dein Profil und schreib sofort deine erste Nachricht.',
  privateTitle: 'Diskret und privat',
  privateText: 'Du entscheidest, was andere über dich sehen.',
} satisfies Translation['landerIcons'];
