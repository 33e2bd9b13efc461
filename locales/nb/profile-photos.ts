import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} av {limit} bilder',
  reviewNote: 'Medlemmer ser et bilde når teamet vårt har sjekket det.',
  empty: 'Ingen bilder ennå – legg til ett så medlemmene kan se deg',
  photoAlt: 'Bilde {index} av {name}',
  mainPhoto: 'Hovedbilde',
  status: {
    pending: 'Venter på godkjenning',
    active: 'Aktivt',
    rejected: 'Avvist',
  },
  explain: {
    pending: 'Bare du kan se det til teamet vårt har sjekket det.',
    rejected:
      'Det følger ikke bildereglene våre, så ingen andre ser det. Slett det for å gi plass til et annet.',
  },
  setMain: 'Gjør til hovedbilde',
  delete: 'Slett',
  deleteConfirm: {
    title: 'Slette dette bildet?',
    body: 'Bildet fjernes fra profilen din for godt.',
    mainBody: 'Det er hovedbildet ditt: det nyeste aktive bildet ditt blir hovedbilde i stedet.',
    confirm: 'Slett bildet',
    cancel: 'Behold det',
  },
  add: {
    title: 'Legg til et bilde',
    hint: 'Et JPEG-, PNG- eller WebP-bilde på maks 10 MB.',
    browse: 'Bla gjennom',
    chosen: 'Valgt: {name}',
    previewAlt: 'Forhåndsvisning av bildet du legger til',
    uploading: 'Laster opp bildet ditt…',
    retry: 'Prøv igjen',
    discard: 'Avbryt',
  },
  limit: {
    reached: 'Du har nådd grensen på {limit} bilder. Slett ett for å legge til et annet.',
    premium: 'Premium-medlemmer kan ha opptil {premiumLimit} bilder.',
    getPremium: 'Få Premium',
  },
  done: {
    added: 'Bildet er lagt til. Medlemmene ser det når teamet vårt har sjekket det.',
    mainSet: 'Dette er nå hovedbildet ditt.',
    deleted: 'Bildet er slettet.',
  },
  failed: {
    notAllowedMain: 'Bare et aktivt bilde kan være hovedbildet ditt. Vent til teamet vårt har sjekket det.',
    gone: 'Dette bildet finnes ikke lenger.',
  },
} satisfies Translation['profilePhotos'];
