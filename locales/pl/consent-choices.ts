import type { Translation } from '../i18n-types';

/** The cookie settings dialog: the categories one by one (decision 030). */
export const consentChoices = {
  dialogTitle: 'Ustawienia plików cookie',
  dialogIntro:
    'Wybierz, co możemy zapisywać na twoim urządzeniu. Możesz to zmienić w każdej chwili, klikając „Zmień ustawienia plików cookie” na dole strony.',
  necessary: 'Niezbędne (zawsze włączone)',
  necessaryText:
    'Twoje logowanie, twój język, to, że przeszedłeś ostrzeżenie przy wejściu, oraz ten wybór. Tam, gdzie rejestracja lub wyszukiwanie są tylko dla odwiedzających od partnera, sieć partnerska z twojego linku.',
  statistics: 'Statystyki',
  statisticsText:
    'Informuje nas, gdy opuszczasz stronę, na którą trafiłeś z linku partnera, abyśmy wiedzieli, jak długo zostają odwiedzający.',
  marketing: 'Marketing',
  marketingText:
    'Zapamiętuje partnera i kampanię z twojego linku i wysyła je z twoją rejestracją, aby partner otrzymał za nią uznanie.',
  save: 'Zapisz mój wybór',
} satisfies Translation['consentChoices'];
