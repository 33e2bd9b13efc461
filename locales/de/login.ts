import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Einloggen',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  signup: 'Registrieren',
  reactivation: {
    title: 'Reaktiviere dein Konto',
    send: 'Schick mir einen Reaktivierungslink',
    sent: 'Wir haben einen Reaktivierungslink an {email} geschickt',
    contact: 'Du kannst dich auch an den Kundenservice wenden:',
    mail: 'E-Mail an {address}',
    call: 'Anrufen unter {phone}',
  },
} satisfies Translation['login'];
