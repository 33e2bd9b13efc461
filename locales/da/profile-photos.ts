import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} af {limit} billeder',
  reviewNote: 'Medlemmer kan se et billede, når vores team har tjekket det.',
  empty: 'Ingen billeder endnu – tilføj et, så medlemmerne kan se dig',
  photoAlt: 'Billede {index} af {name}',
  mainPhoto: 'Hovedbillede',
  status: {
    pending: 'Afventer godkendelse',
    active: 'Aktivt',
    rejected: 'Afvist',
  },
  explain: {
    pending: 'Kun du kan se det, indtil vores team har tjekket det.',
    rejected:
      'Det overholder ikke vores regler for billeder, så ingen andre kan se det. Slet det for at gøre plads til et andet.',
  },
  setMain: 'Gør til hovedbillede',
  delete: 'Slet',
  deleteConfirm: {
    title: 'Slet dette billede?',
    body: 'Billedet bliver fjernet permanent fra din profil.',
    mainBody: 'Det er dit hovedbillede: dit nyeste aktive billede bliver hovedbillede i stedet.',
    confirm: 'Slet billede',
    cancel: 'Behold det',
  },
  add: {
    title: 'Tilføj et billede',
    hint: 'Et JPEG-, PNG- eller WebP-billede på højst 10 MB.',
    browse: 'Gennemse',
    chosen: 'Valgt: {name}',
    previewAlt: 'Forhåndsvisning af det billede, du tilføjer',
    uploading: 'Dit billede bliver uploadet…',
    retry: 'Prøv igen',
    discard: 'Annuller',
  },
  limit: {
    reached: 'Du har nået din grænse på {limit} billeder. Slet et for at tilføje et andet.',
    premium: 'Premium-medlemmer kan have op til {premiumLimit} billeder.',
    getPremium: 'Få Premium',
  },
  done: {
    added: 'Billedet er tilføjet. Medlemmerne kan se det, når vores team har tjekket det.',
    mainSet: 'Det er nu dit hovedbillede.',
    deleted: 'Billedet er slettet.',
  },
  failed: {
    notAllowedMain: 'Kun et aktivt billede kan være dit hovedbillede. Vent, til vores team har tjekket det.',
    gone: 'Dette billede findes ikke længere.',
  },
} satisfies Translation['profilePhotos'];
