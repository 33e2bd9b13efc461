import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: "{used} van {limit} foto's",
  reviewNote: 'Leden zien een foto zodra ons team hem heeft gecontroleerd.',
  empty: "Nog geen foto's — voeg er een toe zodat leden je kunnen zien",
  photoAlt: 'Foto {index} van {name}',
  mainPhoto: 'Hoofdfoto',
  status: {
    pending: 'Wacht op controle',
    active: 'Actief',
    rejected: 'Afgekeurd',
  },
  explain: {
    pending: 'Alleen jij ziet hem tot ons team hem heeft gecontroleerd.',
    rejected:
      'Hij voldoet niet aan onze fotoregels, dus niemand anders ziet hem. Verwijder hem om ruimte te maken voor een andere.',
  },
  setMain: 'Maak hoofdfoto',
  delete: 'Verwijderen',
  deleteConfirm: {
    title: 'Deze foto verwijderen?',
    body: 'De foto wordt definitief van je profiel verwijderd.',
    mainBody: 'Het is je hoofdfoto: je nieuwste actieve foto wordt dan de hoofdfoto.',
    confirm: 'Foto verwijderen',
    cancel: 'Bewaren',
  },
  add: {
    title: 'Voeg een foto toe',
    hint: 'Een JPEG-, PNG- of WebP-afbeelding van maximaal 10 MB.',
    browse: 'Bladeren',
    chosen: 'Gekozen: {name}',
    previewAlt: 'Voorbeeld van de foto die je toevoegt',
    uploading: 'Je foto wordt geüpload…',
    retry: 'Opnieuw proberen',
    discard: 'Annuleren',
  },
  limit: {
    reached: "Je hebt je limiet van {limit} foto's bereikt. Verwijder er een om een andere toe te voegen.",
    premium: "Premiumleden kunnen tot {premiumLimit} foto's hebben.",
    getPremium: 'Word Premium',
  },
  done: {
    added: 'Foto toegevoegd. Leden zien hem zodra ons team hem heeft gecontroleerd.',
    mainSet: 'Dit is nu je hoofdfoto.',
    deleted: 'Foto verwijderd.',
  },
  failed: {
    notAllowedMain:
      'Alleen een actieve foto kan je hoofdfoto zijn. Wacht tot ons team hem heeft gecontroleerd.',
    gone: 'Deze foto bestaat niet meer.',
  },
} satisfies Translation['profilePhotos'];
