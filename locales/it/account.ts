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
  notificationPrefs: {
    heading: 'Notifiche',
    intro: 'Scegli di cosa ti avvisiamo via e-mail e con notifica push.',
    pushHint: 'Le notifiche push ti arrivano solo sui dispositivi su cui le hai consentite.',
    tableCaption: 'Preferenze di notifica',
    typeColumn: 'Notifica',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nuove conversazioni',
      new_messages: 'Nuovi messaggi',
      likes: 'Mi piace',
      unread_reminders: 'Promemoria dei messaggi non letti',
      promotions: 'Offerte e promozioni',
      new_members: 'Nuovi membri',
      news: 'Novità',
      reminders: 'Promemoria',
    },
    save: 'Salva preferenze',
    saved: 'Salvato. Le tue preferenze di notifica sono aggiornate.',
    saveFailed:
      'Le tue preferenze non sono state salvate. Le tue scelte sono ancora qui, quindi puoi riprovare.',
    loadFailed:
      'Non è stato possibile caricare le tue preferenze di notifica. Controlla la connessione e riprova.',
    retry: 'Riprova',
    mailStopped: {
      heading: 'Al momento non ti inviamo nessuna e-mail',
      bounce:
        'Non è stato possibile consegnare le e-mail a {email}. Controlla che l’indirizzo sia giusto oppure cambialo qui sopra, in «Indirizzo e-mail»: appena confermi il nuovo indirizzo, le e-mail riprendono.',
      fbl: 'Una delle nostre e-mail è stata segnata come spam nella tua casella. Per ricevere di nuovo e-mail, assicurati che quelle che vuoi siano attivate qui sotto e premi «{save}».',
      listunsubscribe:
        'Ti sei disiscritto/a con il link di una delle nostre e-mail. Per ricevere di nuovo e-mail, assicurati che quelle che vuoi siano attivate qui sotto e premi «{save}».',
    },
  },
  invisible: {
    heading: 'Modalità invisibile',
    label: 'Nascondimi agli altri membri',
    meaning:
      'Finché è attiva, non compari nei risultati di ricerca né nei suggerimenti, e gli altri membri non possono mandarti per primi un messaggio, un mi piace o un regalo. Le conversazioni che hai già continuano come prima.',
    on: 'La modalità invisibile è attiva. Gli altri membri non ti trovano più.',
    off: 'La modalità invisibile è disattivata. Gli altri membri possono di nuovo trovarti e contattarti.',
    failed: 'La modalità invisibile non è stata cambiata.',
  },
} satisfies Translation['account'];
