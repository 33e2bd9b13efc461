import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'I membri Premium hanno il {percent}% di probabilità in più di trovare un match',
    intro:
      'Qualsiasi pacchetto di crediti ti rende subito membro Premium. Usa i crediti per messaggi, foto e regali.',
    chooseHeading: 'Scegli il tuo pacchetto',
    topUpHeading: 'Ricarica i tuoi crediti',
    tiersLabel: 'Pacchetti Premium',
    loading: 'Caricamento dei pacchetti Premium…',
    loadFailed: 'Non è stato possibile caricare i pacchetti Premium.',
    retry: 'Riprova',
  },
  status: {
    heading: 'Sei un membro Premium',
    text: 'Vedi tutte le foto, puoi mostrare fino a {photos} foto sul tuo profilo e chattare con tutti i membri che vuoi.',
    credits: 'Hai {count} {{credito|crediti}}.',
    topUp: 'Ogni pacchetto qui sotto ricarica i tuoi crediti.',
  },
  tier: {
    popular: 'Il più popolare',
    credits: '{count} {{credito|crediti}}',
    perCredit: '{price} per credito',
    choose: 'Scegli',
    chooseWhat: '– {credits} {{credito|crediti}} a {price}',
    features: 'Incluso',
  },
  features: {
    all_photos: 'Vedi tutte le foto di tutti i membri',
    photos_25: 'Fino a {count} foto sul tuo profilo',
    unlimited_conversations: 'Chatta con tutti i membri che vuoi',
    premium_features: 'Funzioni Premium, anche senza crediti',
    match_chance: '{percent}% di probabilità in più di trovare un match',
  },
  pricing: {
    intro: 'Su {site} paghi con i crediti e solo per ciò che usi: messaggi, foto e regali.',
    costsHeading: 'Quanto costa',
    message: 'Un messaggio',
    photo: 'Una foto in chat',
    gift: 'Un regalo',
    costCredits: '{count} {{credito|crediti}}',
    minimumMessage: 'Un messaggio costa almeno {price}.',
    bundlesHeading: 'Pacchetti di crediti',
    saving: 'Risparmi il {percent}%',
    bestValue: 'Miglior prezzo',
    refund: 'Reso gratuito entro {days} {{giorno|giorni}}',
    loading: 'Caricamento dei prezzi…',
    loadFailed: 'Non è stato possibile caricare i prezzi.',
    retry: 'Riprova',
    signUp: 'Registrati',
    signUpText: 'Registrati gratis e inizia a chattare.',
    buyCredits: 'Acquista crediti',
    seePremium: "Cosa ti offre l'iscrizione Premium",
  },
  withdrawal: {
    heading: 'Il tuo diritto di recesso',
    right:
      "Come consumatore puoi recedere da un acquisto di crediti entro {days} giorni dall'acquisto, senza indicarne il motivo.",
    lost: 'Perdi questo diritto quando inizi a usare i crediti, se hai chiesto di riceverli subito e hai riconosciuto che in questo modo perdi il diritto.',
    how: "Per recedere, comunica chiaramente al nostro servizio clienti che recedi dall'acquisto, ad esempio via e-mail.",
    email: 'E-mail del servizio clienti:',
    refund:
      'Ti rimborsiamo il pagamento entro {days} giorni, con lo stesso mezzo di pagamento che hai usato, senza costi per te.',
    policy: 'Resi e rimborsi nel dettaglio',
  },
} satisfies Translation['premium'];
