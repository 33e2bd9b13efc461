import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} photos sur {limit}',
  reviewNote: "Les membres voient une photo dès que notre équipe l'a vérifiée.",
  empty: 'Pas encore de photo — ajoutes-en une pour que les membres puissent te voir',
  photoAlt: 'Photo {index} de {name}',
  mainPhoto: 'Photo principale',
  status: {
    pending: 'En attente de vérification',
    active: 'Active',
    rejected: 'Refusée',
  },
  explain: {
    pending: "Elle n'est visible que par toi jusqu'à ce que notre équipe l'ait vérifiée.",
    rejected:
      "Elle ne respecte pas nos règles sur les photos : personne d'autre ne la voit. Supprime-la pour faire de la place à une autre.",
  },
  setMain: 'Choisir comme principale',
  delete: 'Supprimer',
  deleteConfirm: {
    title: 'Supprimer cette photo ?',
    body: 'La photo sera définitivement retirée de ton profil.',
    mainBody:
      "C'est ta photo principale : ta photo active la plus récente deviendra la principale à sa place.",
    confirm: 'Supprimer la photo',
    cancel: 'La garder',
  },
  add: {
    title: 'Ajoute une photo',
    hint: 'Une image JPEG, PNG ou WebP de 10 Mo maximum.',
    browse: 'Parcourir',
    chosen: 'Photo choisie : {name}',
    previewAlt: 'Aperçu de la photo que tu ajoutes',
    uploading: 'Envoi de ta photo…',
    retry: 'Réessayer',
    discard: 'Annuler',
  },
  limit: {
    reached: 'Tu as atteint ta limite de {limit} photos. Supprimes-en une pour en ajouter une autre.',
    premium: "Les membres Premium peuvent avoir jusqu'à {premiumLimit} photos.",
    getPremium: 'Passer Premium',
  },
  done: {
    added: "Photo ajoutée. Les membres la verront dès que notre équipe l'aura vérifiée.",
    mainSet: "C'est maintenant ta photo principale.",
    deleted: 'Photo supprimée.',
  },
  failed: {
    notAllowedMain:
      "Seule une photo active peut être ta photo principale. Attends que notre équipe l'ait vérifiée.",
    gone: "Cette photo n'existe plus.",
  },
} satisfies Translation['profilePhotos'];
