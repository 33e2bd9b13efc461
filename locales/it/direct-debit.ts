import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Questo link di pagamento è incompleto. Scegli un pacchetto e l’addebito diretto SEPA nella pagina dei crediti.',
    notOffered:
      'L’addebito diretto SEPA non è disponibile nel tuo paese. Scegli un altro metodo di pagamento.',
  },
  load: {
    failed: 'Non è stato possibile caricare il modulo di addebito diretto.',
    retry: 'Riprova',
    notFound: 'Questo pacchetto non è più in vendita. Scegline un altro nella pagina dei crediti.',
  },
  links: {
    credits: 'Torna alla pagina dei crediti',
    otherMethod: 'Scegli un altro metodo di pagamento',
    cheaper: 'Scegli un pacchetto più economico',
  },
  refused: {
    blockedNext: 'Paga con un altro metodo di pagamento.',
    limitWhen: 'Potrai pagare di nuovo con addebito diretto {when}.',
  },
  summary: {
    heading: 'Il tuo ordine',
    credits: '{count} {{credito|crediti}}',
    price: 'Prezzo',
    total: 'Da pagare',
    discount: 'Codice sconto {code}: −{percent}%',
    oldPrice: 'Prima dello sconto: {price}',
    method: 'Pagamento con addebito diretto SEPA',
    codeChecking: 'Verifica del codice sconto {code}…',
    codeRefused: 'Codice sconto {code}: {reason}',
    fullPrice: 'Si applica il prezzo pieno.',
    codeUnchecked:
      'Non è stato possibile verificare ora il codice sconto {code}. Verrà verificato di nuovo quando invii il modulo.',
  },
  form: {
    heading: 'Il tuo conto bancario',
    intro: 'Tutti i campi sono obbligatori.',
    accountHolder: 'Intestatario del conto',
    accountHolderHint: 'Il nome sul conto, come lo conosce la tua banca',
    iban: 'IBAN',
    ibanHint: 'Il numero di conto sulla tua carta bancaria o sull’estratto conto, ad es. {example}',
    ibanLast: 'L’ultima volta hai usato {masked}. Inserisci di nuovo l’IBAN completo.',
    ibanInvalid:
      'Questo non è un IBAN valido di un paese SEPA. Controllalo sulla tua carta bancaria o sull’estratto conto.',
    ibanValid: 'IBAN verificato',
    street: 'Via',
    houseNumber: 'Numero civico',
    postalCode: 'CAP',
    city: 'Città',
    mobile: 'Numero di cellulare',
    mobileHint: 'In formato internazionale, con + e il prefisso del paese all’inizio, ad es. {example}',
    mobileLast: 'L’ultima volta hai usato {masked}. Inserisci di nuovo il numero completo.',
    mobileInvalid: 'Inserisci il numero di cellulare in formato internazionale, ad es. {example}',
    mandate:
      'Con il codice SMS autorizzi un unico addebito diretto SEPA di {amount} su questo conto. La tua banca rimborsa un addebito diretto se lo chiedi entro 8 settimane.',
    submit: 'Inviami il codice SMS',
    voided:
      'Il codice è stato inserito in modo errato troppe volte, quindi il pagamento è stato interrotto e non è stato addebitato nulla. Controlla i tuoi dati e invia di nuovo il modulo per ricevere un nuovo codice.',
  },
  sms: {
    heading: 'Inserisci il codice SMS',
    sentTo: 'Abbiamo inviato un codice di 6 cifre al {number}',
    code: 'Codice SMS',
    codeHint: 'Il codice è valido per {minutes} minuti.',
    codeFormat: 'Inserisci le 6 cifre del codice',
    expired: 'Questo codice è scaduto. Chiedi un nuovo codice.',
    confirm: 'Conferma il pagamento',
    resend: 'Invia un nuovo codice',
    resent: 'Abbiamo inviato un nuovo codice al {number}',
    resendWait: 'Potrai chiedere un nuovo codice {when}.',
    resendRefused:
      'Non è possibile inviare altri codici per questo pagamento. Inserisci l’ultimo codice ricevuto, oppure modifica i tuoi dati per ricominciare.',
    change: 'Modifica i miei dati',
  },
  done: {
    heading: 'Pagamento completato',
    credits: 'Aggiunti al tuo account: {count} {{credito|crediti}}.',
    debit: '{amount} verrà addebitato sul tuo conto con addebito diretto SEPA.',
    search: 'Cerca membri',
    transactions: 'Vedi le tue transazioni',
  },
} satisfies Translation['directDebit'];
