import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} foto su {limit}',
  reviewNote: 'I membri vedono una foto dopo il controllo del nostro team.',
  empty: 'Ancora nessuna foto: aggiungine una perché i membri possano vederti',
  photoAlt: 'Foto {index} di {name}',
  mainPhoto: 'Foto principale',
  status: {
    pending: 'In attesa di verifica',
    active: 'Attiva',
    rejected: 'Rifiutata',
  },
  explain: {
    pending: "Solo tu puoi vederla finché il nostro team non l'ha controllata.",
    rejected:
      "Non rispetta le nostre regole sulle foto, quindi nessun altro la vede. Eliminala per fare spazio a un'altra.",
  },
  setMain: 'Imposta come principale',
  delete: 'Elimina',
  deleteConfirm: {
    title: 'Eliminare questa foto?',
    body: 'La foto verrà rimossa definitivamente dal tuo profilo.',
    mainBody: 'È la tua foto principale: al suo posto diventerà principale la tua foto attiva più recente.',
    confirm: 'Elimina foto',
    cancel: 'Tienila',
  },
  add: {
    title: 'Aggiungi una foto',
    hint: "Un'immagine JPEG, PNG o WebP di massimo 10 MB.",
    browse: 'Sfoglia',
    chosen: 'Foto scelta: {name}',
    previewAlt: 'Anteprima della foto che stai aggiungendo',
    uploading: 'Caricamento della foto…',
    retry: 'Riprova',
    discard: 'Annulla',
  },
  limit: {
    reached: "Hai raggiunto il limite di {limit} foto. Eliminane una per aggiungerne un'altra.",
    premium: 'I membri Premium possono avere fino a {premiumLimit} foto.',
    getPremium: 'Passa a Premium',
  },
  done: {
    added: 'Foto aggiunta. I membri la vedranno dopo il controllo del nostro team.',
    mainSet: 'Ora è la tua foto principale.',
    deleted: 'Foto eliminata.',
  },
  failed: {
    notAllowedMain:
      'Solo una foto attiva può essere la tua foto principale. Attendi il controllo del nostro team.',
    gone: 'Questa foto non esiste più.',
  },
} satisfies Translation['profilePhotos'];
