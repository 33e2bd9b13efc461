import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: "Ton profil n'affiche pas encore de photo.",
    text: 'Les profils avec photo reçoivent beaucoup plus de réponses.',
    action: 'Ajouter une photo',
  },
} satisfies Translation['alerts'];
