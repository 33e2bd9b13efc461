import type { Translation } from '../i18n-types';

export const activation = {
  resend: "Renvoyer l'e-mail",
  resendSending: "Envoi de l'e-mail…",
  resendSent:
    "Nous t'avons envoyé un nouvel e-mail. Ouvre le lien qu'il contient pour confirmer ton adresse.",
  resendWait:
    "Tu as demandé un e-mail il y a peu. Patiente {minutes} {{minute|minutes}} avant d'en demander un autre.",
  doneConfirming: 'Confirmation de ton adresse e-mail…',
  doneTitle: 'Ton adresse e-mail est confirmée',
  doneText: 'Merci ! Les autres membres peuvent désormais répondre à tes messages.',
  doneFailedTitle: "Ton adresse e-mail n'est pas encore confirmée",
  doneToMembers: 'Trouver des membres',
  retry: 'Réessayer',
  errorTitle: "Échec de l'activation",
  errorHelp:
    "Le lien d'activation n'a pas fonctionné. Il a peut-être expiré ou déjà été utilisé, ou il n'a été copié que partiellement depuis l'e-mail.",
  errorResendIntro: "Nous pouvons envoyer un nouveau lien d'activation à {email}.",
  errorResend: "Envoyer un nouvel e-mail d'activation",
  errorLoginIntro: "Connecte-toi pour recevoir un nouvel e-mail d'activation.",
  errorLogin: 'Se connecter',
  errorAlreadyActive:
    "Bonne nouvelle : ton adresse e-mail est déjà confirmée. Tu n'as pas besoin d'un nouveau lien.",
  errorToMembers: 'Trouver des membres',
  errorContact: 'Ça ne marche toujours pas ? Contacte le service client :',
} satisfies Translation['activation'];
