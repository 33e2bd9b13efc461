import type { Translation } from '../i18n-types';

export const members = {
  filters: {
    title: 'Filter',
    show: 'Filter',
    hide: 'Filter ausblenden',
    gender: 'Ich suche',
    anyGender: 'Männer und Frauen',
    men: 'Männer',
    women: 'Frauen',
    country: 'Land',
    anyCountry: 'Alle Länder',
    anyRegion: 'Überall',
    minAge: 'Alter von',
    maxAge: 'Alter bis',
    anyAge: 'Jedes Alter',
    ageOption: '{age}',
    search: 'Suchen',
    reset: 'Filter zurücksetzen',
    ageRangeReversed: 'Das Mindestalter darf nicht über dem Höchstalter liegen.',
    loadFailed: 'Die Filter konnten nicht geladen werden.',
  },
  results: {
    count: '{count} {{Mitglied|Mitglieder}} gefunden',
    similarTitle: 'Ähnliche Mitglieder',
    similarIntro: 'Nur wenige Mitglieder passen zu allen Filtern. Diese passen fast.',
    empty:
      'Keine Mitglieder passen zu diesen Filtern. Versuch es mit einer größeren Altersspanne oder einer anderen Region.',
    failed: 'Die Suche hat nicht geklappt. Bitte versuche es noch einmal.',
    retry: 'Noch einmal versuchen',
    photoAlt: 'Foto von {name}',
    noPhoto: 'Noch kein Foto',
    ageAndCity: '{age}, {city}',
    online: 'Jetzt online',
  },
  paging: {
    label: 'Ergebnisseiten',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    current: 'Seite {page} von {pages}',
  },
} satisfies Translation['members'];
