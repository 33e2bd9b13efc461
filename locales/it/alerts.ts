import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Il tuo profilo non mostra ancora una foto.',
    text: 'I profili con foto ricevono molte più risposte.',
    action: 'Aggiungi una foto',
  },
  mailStopped: {
    title: 'Abbiamo smesso di inviarti e-mail.',
    bounce: 'Non è stato possibile recapitare la posta a {email}.',
    fbl: 'Una delle nostre e-mail è stata segnalata come spam.',
    listunsubscribe: 'Hai annullato l’iscrizione alle nostre e-mail.',
    action: 'Vai alle impostazioni',
  },
  push: {
    title: 'Non perdere nessun messaggio.',
    text: 'Ricevi una notifica su questo dispositivo quando qualcuno ti scrive o ti mette un like.',
    action: 'Attiva',
    on: 'Le notifiche push sono attive su questo dispositivo.',
    blocked: 'Le notifiche sono bloccate per questo sito. Puoi consentirle nelle impostazioni del browser.',
    dismissed:
      'Il browser non ha ricevuto risposta. Puoi attivare le notifiche quando vuoi dalle Impostazioni.',
    failed: 'Non è stato possibile attivare le notifiche push. Puoi riprovare dalle Impostazioni.',
  },
} satisfies Translation['alerts'];
