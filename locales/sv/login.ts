import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Logga in',
  forgotPassword: 'Glömt lösenordet?',
  noAccount: 'Inget konto än?',
  signup: 'Registrera dig',
  reactivation: {
    title: 'Återaktivera ditt konto',
    send: 'Skicka en återaktiveringslänk till mig',
    sent: 'Vi har skickat en återaktiveringslänk till {email}',
    contact: 'Du kan också kontakta kundtjänst:',
    mail: 'Mejla {address}',
    call: 'Ring {phone}',
  },
} satisfies Translation['login'];
