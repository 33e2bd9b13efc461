import type { Translation } from '../i18n-types';

/** /landers/iconslanding: the round portraits. */
export const landerIcons = {
  members: 'Des membres qui veulent discuter',
  cta: 'Commencez à discuter gratuitement',
  whyTitle: 'Pourquoi rejoindre {siteName} ?',
  nearTitle: 'Des gens près de chez vous',
  nearText: 'Découvrez qui habite près de chez vous et qui est en ligne en ce moment.',
  chatTitle: 'Discutez en quelques minutes',
  chatText: 'Créez votre profil et envoyez votre premier message tout de suite.',
  privateTitle: 'Discret et confidentiel',
  privateText: 'Vous décidez de ce que les autres voient de vous.',
} satisfies Translation['landerIcons'];
