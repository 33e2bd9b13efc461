import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Accedi',
  forgotPassword: 'Hai dimenticato la password?',
  noAccount: 'Non hai ancora un account?',
  signup: 'Iscriviti',
  reactivation: {
    title: 'Riattiva il tuo account',
    send: 'Inviami un link di riattivazione',
    sent: 'Abbiamo inviato un link di riattivazione a {email}',
    contact: "Puoi anche contattare l'assistenza clienti:",
    mail: 'Scrivi a {address}',
    call: 'Chiama il {phone}',
  },
} satisfies Translation['login'];
