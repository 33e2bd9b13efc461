import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Użytkownicy Premium mają o {percent}% większą szansę na dopasowanie',
    intro:
      'Każdy pakiet kredytów od razu daje Ci status Premium. Kredyty wykorzystasz na wiadomości, zdjęcia i prezenty.',
    chooseHeading: 'Wybierz pakiet',
    topUpHeading: 'Doładuj kredyty',
    tiersLabel: 'Pakiety Premium',
    loading: 'Wczytywanie pakietów Premium…',
    loadFailed: 'Nie udało się wczytać pakietów Premium.',
    retry: 'Spróbuj ponownie',
  },
  status: {
    heading: 'Masz status Premium',
    text: 'Widzisz wszystkie zdjęcia, możesz pokazać w profilu do {photos} zdjęć i czatować z dowolną liczbą użytkowników.',
    credits: 'Masz {count} {{|kredyt||kredyty|kredytów|kredytu}}.',
    topUp: 'Każdy pakiet poniżej doładowuje Twoje kredyty.',
  },
  tier: {
    popular: 'Najpopularniejszy',
    credits: '{count} {{|kredyt||kredyty|kredytów|kredytu}}',
    perCredit: '{price} za kredyt',
    choose: 'Wybierz',
    chooseWhat: '– {credits} {{|kredyt||kredyty|kredytów|kredytu}} za {price}',
    features: 'W pakiecie',
  },
  features: {
    all_photos: 'Wszystkie zdjęcia wszystkich użytkowników',
    photos_25: 'Do {count} zdjęć w Twoim profilu',
    unlimited_conversations: 'Czat z dowolną liczbą użytkowników',
    premium_features: 'Funkcje Premium, nawet bez kredytów',
    match_chance: 'O {percent}% większa szansa na dopasowanie',
  },
  pricing: {
    intro:
      'W serwisie {site} płacisz kredytami i tylko za to, z czego korzystasz: wiadomości, zdjęcia i prezenty.',
    costsHeading: 'Ile to kosztuje',
    message: 'Wiadomość',
    photo: 'Zdjęcie w czacie',
    gift: 'Prezent',
    costCredits: '{count} {{|kredyt||kredyty|kredytów|kredytu}}',
    minimumMessage: 'Wiadomość kosztuje co najmniej {price}.',
    bundlesHeading: 'Pakiety kredytów',
    saving: 'Oszczędzasz {percent}%',
    bestValue: 'Najlepsza cena',
    refund: '{days} {{|dzień||dni|dni|dnia}} na bezpłatny zwrot',
    loading: 'Wczytywanie cen…',
    loadFailed: 'Nie udało się wczytać cen.',
    retry: 'Spróbuj ponownie',
    signUp: 'Zarejestruj się',
    signUpText: 'Zarejestruj się za darmo i zacznij czatować.',
    buyCredits: 'Kup kredyty',
    seePremium: 'Co daje status Premium',
  },
  withdrawal: {
    heading: 'Twoje prawo odstąpienia od umowy',
    right:
      'Jako konsument możesz odstąpić od zakupu kredytów w ciągu {days} dni od zakupu bez podawania przyczyny.',
    lost: 'Tracisz to prawo, gdy zaczniesz korzystać z kredytów, jeśli poprosiłeś o ich natychmiastowe dostarczenie i potwierdziłeś, że w ten sposób tracisz to prawo.',
    how: 'Aby odstąpić od umowy, poinformuj jednoznacznie nasze biuro obsługi klienta, że odstępujesz od zakupu, na przykład e-mailem.',
    email: 'E-mail biura obsługi klienta:',
    refund:
      'Zwrócimy Ci płatność w ciągu {days} dni tą samą metodą płatności, której użyłeś, bez żadnych kosztów po Twojej stronie.',
    policy: 'Zwroty i refundacje – szczegóły',
  },
} satisfies Translation['premium'];
