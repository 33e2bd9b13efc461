import type { Translation } from '../i18n-types';

export const profilePhotos = {
  count: '{used} av {limit} foton',
  reviewNote: 'Medlemmar ser ett foto när vårt team har granskat det.',
  empty: 'Inga foton än – lägg till ett så att medlemmarna kan se dig',
  photoAlt: 'Foto {index} av {name}',
  mainPhoto: 'Huvudfoto',
  status: {
    pending: 'Väntar på granskning',
    active: 'Aktivt',
    rejected: 'Avvisat',
  },
  explain: {
    pending: 'Bara du kan se det tills vårt team har granskat det.',
    rejected:
      'Det följer inte våra regler för foton, så ingen annan ser det. Ta bort det för att få plats med ett annat.',
  },
  setMain: 'Gör till huvudfoto',
  delete: 'Ta bort',
  deleteConfirm: {
    title: 'Ta bort det här fotot?',
    body: 'Fotot tas bort från din profil för gott.',
    mainBody: 'Det är ditt huvudfoto: ditt senaste aktiva foto blir huvudfoto i stället.',
    confirm: 'Ta bort fotot',
    cancel: 'Behåll det',
  },
  add: {
    title: 'Lägg till ett foto',
    hint: 'En JPEG-, PNG- eller WebP-bild på högst 10 MB.',
    browse: 'Bläddra',
    chosen: 'Valt: {name}',
    previewAlt: 'Förhandsvisning av fotot du lägger till',
    uploading: 'Laddar upp ditt foto…',
    retry: 'Försök igen',
    discard: 'Avbryt',
  },
  limit: {
    reached: 'Du har nått din gräns på {limit} foton. Ta bort ett för att lägga till ett annat.',
    premium: 'Premiummedlemmar kan ha upp till {premiumLimit} foton.',
    getPremium: 'Skaffa Premium',
  },
  done: {
    added: 'Fotot har lagts till. Medlemmarna ser det när vårt team har granskat det.',
    mainSet: 'Det här är nu ditt huvudfoto.',
    deleted: 'Fotot har tagits bort.',
  },
  failed: {
    notAllowedMain: 'Bara ett aktivt foto kan vara ditt huvudfoto. Vänta tills vårt team har granskat det.',
    gone: 'Det här fotot finns inte längre.',
  },
} satisfies Translation['profilePhotos'];
