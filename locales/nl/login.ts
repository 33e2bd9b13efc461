import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Inloggen',
  forgotPassword: 'Wachtwoord vergeten?',
  noAccount: 'Nog geen account?',
  signup: 'Aanmelden',
  reactivation: {
    title: 'Activeer je account opnieuw',
    send: 'Stuur me een heractivatielink',
    sent: 'We hebben een heractivatielink naar {email} gestuurd',
    contact: 'Je kunt ook contact opnemen met de klantenservice:',
    mail: 'Mail naar {address}',
    call: 'Bel {phone}',
  },
} satisfies Translation['login'];
