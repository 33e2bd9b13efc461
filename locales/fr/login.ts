import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  noAccount: 'Pas encore de compte ?',
  signup: 'Inscris-toi',
  reactivation: {
    title: 'Réactive ton compte',
    send: "M'envoyer un lien de réactivation",
    sent: 'Nous avons envoyé un lien de réactivation à {email}',
    contact: 'Tu peux aussi contacter le service client :',
    mail: 'Écrire à {address}',
    call: 'Appeler le {phone}',
  },
} satisfies Translation['login'];
