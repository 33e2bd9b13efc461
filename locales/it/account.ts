import type { Translation } from '../i18n-types';

export const account = {
  title: 'Account',
  currentPassword: 'Password attuale',
  mailChange: {
    heading: 'Indirizzo e-mail',
    current: 'Il tuo indirizzo e-mail è {email}.',
    newEmail: 'Nuovo indirizzo e-mail',
    passwordHint: 'Ti chiediamo la password perché nessun altro possa cambiare il tuo indirizzo.',
    submit: 'Cambia indirizzo e-mail',
    sameAsCurrent: 'Questo è già il tuo indirizzo e-mail',
    tooManyToday: "Oggi hai richiesto troppe modifiche dell'indirizzo e-mail. Riprova domani.",
    sent: 'Abbiamo inviato un link di conferma a {email}; il tuo indirizzo cambierà quando lo userai (valido 24 ore)',
  },
  passwordChange: {
    heading: 'Password',
    oldPassword: 'Vecchia password',
    newPassword: 'Nuova password',
    newPasswordHint: 'Almeno {min} caratteri.',
    repeatPassword: 'Ripeti la nuova password',
    submit: 'Cambia password',
    changed: 'La tua password è stata cambiata.',
  },
  mailChangeDone: {
    confirming: 'Conferma del nuovo indirizzo e-mail in corso…',
    done: 'Il tuo indirizzo e-mail ora è {email}',
    toSettings: 'Vai alle impostazioni',
    requestNew: "Richiedi una nuova modifica dell'indirizzo e-mail nelle impostazioni",
    retry: 'Riprova',
  },
  sectionsLoad: {
    failed: 'Non è stato possibile caricare le tue impostazioni. Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
} satisfies Translation['account'];
