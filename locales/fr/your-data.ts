import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Tes données',
  explanation:
    'Télécharge un fichier avec tout ce que nous conservons sur toi (ton profil, tes photos, tes messages, les likes donnés et reçus, tes transactions et tes réglages de notifications) : tu as le droit de consulter ces données et de les emporter vers un autre service.',
  download: 'Télécharger mes données',
  preparing: 'Préparation de ton fichier…',
  downloading: 'Ton fichier est en cours de téléchargement.',
  failed: 'Ton fichier n’a pas pu être préparé.',
  retry: 'Réessayer',
} satisfies Translation['yourData'];
