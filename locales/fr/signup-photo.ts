import type { Translation } from '../i18n-types';

export const signupPhoto = {
  title: 'Ajoute une photo',
  why: "Les membres avec une photo reçoivent beaucoup plus de réponses. Ta photo sera visible dès que notre équipe l'aura vérifiée.",
  label: 'Photo de profil',
  browse: 'Parcourir',
  noFile: 'Aucune photo choisie pour le moment',
  chosen: 'Photo choisie : {name}',
  previewAlt: 'Aperçu de la photo choisie',
  hint: 'Une image JPEG, PNG ou WebP de 10 Mo maximum.',
  chooseFirst: "Choisis d'abord une photo, ou passe cette étape",
  save: 'Enregistrer et continuer',
} satisfies Translation['signupPhoto'];
