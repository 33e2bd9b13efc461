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
  blocked: {
    heading: 'Membri bloccati',
    intro:
      'I membri che hai bloccato non possono vedere il tuo profilo né contattarti, e non li vedi più nelle tue ricerche.',
    empty: 'Non hai bloccato nessuno.',
    howTo: 'Per bloccare un membro, apri il suo profilo e scegli «Blocca» nel menu «Altro».',
    photoAlt: 'Foto di {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Sblocca',
    unblocked: 'Hai sbloccato {name}.',
    unblockFailed: 'Non è stato possibile sbloccare {name}.',
    loadFailed:
      'Non è stato possibile caricare i membri che hai bloccato. Controlla la connessione e riprova.',
    retry: 'Riprova',
  },
} satisfies Translation['account'];
