import type { Translation } from '../i18n-types';

export const report = {
  title: 'Signaler {name}',
  intro: 'Dis-nous ce qui ne va pas. Notre équipe examine chaque signalement.',
  reason: 'Pourquoi signales-tu {name} ?',
  reasons: {
    fake_profile: 'Faux profil',
    harassment: 'Harcèlement ou menaces',
    underage: 'Personne peut-être mineure',
    scam_or_spam: 'Arnaque ou spam',
    illegal_content: 'Contenu illégal',
    other: 'Autre chose',
  },
  reasonRequired: 'Choisis un motif.',
  details: "Que s'est-il passé ?",
  detailsOptional: 'Facultatif : tout ce qui peut aider notre équipe à comprendre.',
  detailsNeeded: 'Obligatoire si tu choisis « Autre chose ».',
  detailsRequired: "Explique-nous ce qui s'est passé.",
  alsoBlock: 'Bloquer aussi {name}',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  thanks: 'Merci. Ton signalement porte la référence {reference}.',
  reviewing:
    "Notre équipe l'examine et intervient si nécessaire. Indique cette référence si tu contactes le service client.",
  blocked: 'Tu as bloqué {name} : vous ne pourrez plus vous voir ni vous contacter.',
  alreadyReported:
    "Tu as déjà signalé {name}. Ce signalement porte la référence {reference} et notre équipe l'examine encore.",
  notYourself: 'Tu ne peux pas signaler ton propre profil.',
  gone: "Ce profil n'est plus disponible.",
  failed: "Ton signalement n'a pas pu être envoyé. Réessaie : ce que tu as saisi est toujours là.",
  done: 'Terminé',
} satisfies Translation['report'];
