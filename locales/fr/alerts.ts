import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: "Ton profil n'affiche pas encore de photo.",
    text: 'Les profils avec photo reçoivent beaucoup plus de réponses.',
    action: 'Ajouter une photo',
  },
  mailStopped: {
    title: 'Nous avons arrêté de t’envoyer des e-mails.',
    bounce: 'Les e-mails envoyés à {email} n’ont pas pu être distribués.',
    fbl: 'Un de nos e-mails a été signalé comme spam.',
    listunsubscribe: 'Tu t’es désabonné·e de nos e-mails.',
    action: 'Aller aux réglages',
  },
  push: {
    title: 'Ne rate plus aucun message.',
    text: 'Reçois une notification sur cet appareil quand quelqu’un t’écrit ou t’aime.',
    action: 'Activer',
    on: 'Les notifications push sont activées sur cet appareil.',
    blocked:
      'Les notifications sont bloquées pour ce site. Tu peux les autoriser dans les réglages de ton navigateur.',
    dismissed:
      'Ton navigateur n’a pas reçu de réponse. Tu peux activer les notifications à tout moment dans les réglages.',
    failed: 'Les notifications push n’ont pas pu être activées. Tu peux réessayer dans les réglages.',
  },
} satisfies Translation['alerts'];
