import type { Translation } from '../i18n-types';

export const notificationSettings = {
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
  push: {
    heading: 'Notifiche push su questo dispositivo',
    intro:
      'Una notifica su questo telefono o computer quando qualcuno ti scrive o ti mette un like, anche a sito chiuso.',
    on: 'Le notifiche push sono attive su questo dispositivo.',
    off: 'Le notifiche push sono disattivate su questo dispositivo.',
    turnOn: 'Attiva le notifiche push',
    turnOff: 'Disattiva le notifiche push',
    turnedOn: 'Le notifiche push sono attive. Scegli qui sotto di cosa ti avvisano.',
    turnedOff: 'Le notifiche push sono disattivate su questo dispositivo.',
    blocked:
      'Le notifiche sono bloccate per questo sito nel tuo browser. Consentile nelle impostazioni del sito del browser, poi torna qui.',
    dismissed: 'Il browser non ha ricevuto risposta. Premi di nuovo il pulsante quando sei pronto.',
    unsupported:
      'Questo browser non può ricevere notifiche push. Le notifiche via e-mail ti arrivano comunque.',
    installFirst:
      'Su iPhone e iPad le notifiche push funzionano quando il sito è nella schermata Home: tocca Condividi, poi “Aggiungi alla schermata Home”, e apri il sito da lì.',
    failed: 'Non è stato possibile attivare le notifiche push. Riprova tra un momento.',
    offFailed: 'Le notifiche push non sono state disattivate.',
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
} satisfies Translation['notificationSettings'];
