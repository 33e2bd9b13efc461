import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Medlemmar som vill chatta',
  cta: 'Börja chatta gratis',
  whyTitle: 'Varför gå med i {siteName}?',
  nearTitle: 'Folk nära dig',
  nearText: 'Se vem som bor nära och vem som är online just nu.',
  chatTitle: 'Chatta inom några minuter',
  chatText: 'Skapa din profil och skicka ditt första meddelande direkt.',
  privateTitle: 'Diskret och privat',
  privateText: 'Du bestämmer vad andra får se om dig.',
} satisfies Translation['landerIcons'];
