import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Dina uppgifter',
  explanation:
    'Ladda ner en fil med allt vi har om dig (din profil, bilder, meddelanden, gilla-markeringar du gett och fått, transaktioner och aviseringsinställningar): du har rätt att se dessa uppgifter och ta med dem till en annan tjänst.',
  download: 'Ladda ner mina uppgifter',
  preparing: 'Din fil förbereds …',
  downloading: 'Din fil laddas ner.',
  failed: 'Din fil kunde inte förberedas.',
  retry: 'Försök igen',
} satisfies Translation['yourData'];
