import type { Translation } from '../i18n-types';

export const login = {
  submit: 'Zaloguj się',
  forgotPassword: 'Nie pamiętasz hasła?',
  noAccount: 'Nie masz jeszcze konta?',
  signup: 'Zarejestruj się',
  reactivation: {
    title: 'Aktywuj ponownie swoje konto',
    send: 'Wyślij mi link do ponownej aktywacji',
    sent: 'Wysłaliśmy link do ponownej aktywacji na adres {email}',
    contact: 'Możesz też skontaktować się z obsługą klienta:',
    mail: 'Napisz na {address}',
    call: 'Zadzwoń pod numer {phone}',
  },
} satisfies Translation['login'];
