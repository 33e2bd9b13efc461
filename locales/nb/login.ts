import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Logg inn',
  forgotPassword: 'Glemt passordet?',
  noAccount: 'Har du ikke konto ennå?',
  signup: 'Registrer deg',
  reactivation: {
    title: 'Aktiver kontoen din igjen',
    send: 'Send meg en lenke for å aktivere kontoen igjen',
    sent: 'Vi har sendt en reaktiveringslenke til {email}',
    contact: 'Du kan også kontakte kundeservice:',
    mail: 'Send e-post til {address}',
    call: 'Ring {phone}',
  },
} satisfies Translation['login'];
