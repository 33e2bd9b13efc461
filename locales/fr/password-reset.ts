import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    "Saisis l'adresse e-mail de ton compte et nous t'enverrons un lien pour choisir un nouveau mot de passe.",
  submit: 'Envoyer le lien de réinitialisation',
  sent: 'Nous avons envoyé un lien de réinitialisation de ton mot de passe à {email}. Ce lien est valable {hours} heures.',
  backToLogin: 'Retour à la connexion',
  requestNew: 'Demander un nouvel e-mail',
  checking: 'Vérification de ton lien…',
  retry: 'Réessayer',
  forAccount: 'Choisis un nouveau mot de passe pour {email}.',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: 'Au moins {min} caractères',
  confirmPassword: 'Confirme le nouveau mot de passe',
  showPasswords: 'Afficher les mots de passe',
  save: 'Enregistrer le nouveau mot de passe',
  changed: 'Ton mot de passe a été modifié. Ta session est ouverte.',
} satisfies Translation['passwordReset'];
