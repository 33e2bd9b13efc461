import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Kirjaudu sisään',
  forgotPassword: 'Unohditko salasanasi?',
  noAccount: 'Eikö sinulla ole vielä tiliä?',
  signup: 'Rekisteröidy',
  reactivation: {
    title: 'Aktivoi tilisi uudelleen',
    send: 'Lähetä minulle uudelleenaktivointilinkki',
    sent: 'Lähetimme uudelleenaktivointilinkin osoitteeseen {email}',
    contact: 'Voit myös ottaa yhteyttä asiakaspalveluun:',
    mail: 'Lähetä sähköpostia osoitteeseen {address}',
    call: 'Soita numeroon {phone}',
  },
} satisfies Translation['login'];
