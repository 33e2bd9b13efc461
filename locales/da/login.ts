import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Log ind',
  forgotPassword: 'Har du glemt din adgangskode?',
  noAccount: 'Har du ikke en konto endnu?',
  signup: 'Tilmeld dig',
  reactivation: {
    title: 'Genaktivér din konto',
    send: 'Send mig et genaktiveringslink',
    sent: 'Vi har sendt et genaktiveringslink til {email}',
    contact: 'Du kan også kontakte kundeservice:',
    mail: 'Send en e-mail til {address}',
    call: 'Ring på {phone}',
  },
} satisfies Translation['login'];
