import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Twoje dane',
  explanation:
    'Pobierz jeden plik ze wszystkim, co o tobie przechowujemy (twój profil, zdjęcia, wiadomości, polubienia dane i otrzymane, transakcje i ustawienia powiadomień): masz prawo wglądu w te dane i przeniesienia ich do innej usługi.',
  download: 'Pobierz moje dane',
  preparing: 'Przygotowujemy twój plik…',
  downloading: 'Twój plik jest pobierany.',
  failed: 'Nie udało się przygotować twojego pliku.',
  retry: 'Spróbuj ponownie',
} satisfies Translation['yourData'];
