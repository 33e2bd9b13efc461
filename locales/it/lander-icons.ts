import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Membri che vogliono chattare',
  cta: 'Inizia a chattare gratis',
  whyTitle: 'Perché iscriversi a {siteName}?',
  nearTitle: 'Persone vicino a te',
  nearText: 'Scopri chi abita vicino a te e chi è online in questo momento.',
  chatTitle: 'Chatta in pochi minuti',
  chatText: 'Crea il tuo profilo e invia subito il tuo primo messaggio.',
  privateTitle: 'Discreto e riservato',
  privateText: 'Sei tu a decidere cosa vedono gli altri di te.',
} satisfies Translation['landerIcons'];
