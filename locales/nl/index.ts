import type { Translation } from '../i18n-types';

const nl = {
  common: {
    loading: 'Laden…',
    loadFailed: 'Er is een fout opgetreden, probeer het later opnieuw',
  },
  language: {
    label: 'Taal',
  },
  home: {
    pageTitle: '{siteName} — ontmoet singles bij jou in de buurt',
    title: 'Ontmoet singles bij jou in de buurt op {siteName}',
    intro: 'Chat, flirt en vind je match — meld je binnen een minuut gratis aan.',
  },
  errors: {
    notFound: 'Pagina niet gevonden',
    backHome: 'Terug naar de startpagina',
  },
} satisfies Translation;

export default nl;
