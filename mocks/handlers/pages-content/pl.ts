import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `Operatorem serwisu ${site.name} jest ${c.name}, ${c.address}, ${c.city}, ${c.country} (rejestr handlowy ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Napisz na ${site.support_email} lub zadzwoń pod ${phone}; obsługa klienta odpowiada w ciągu dwóch dni roboczych.`;

export const pl: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Regulamin',
      sections: [
        section(
          null,
          companyLine(f),
          `Regulamin obowiązuje przy każdej wizycie w ${f.site.domain} i przy każdym zakupie.`,
        ),
        section(
          'Członkostwo',
          `Aby się zarejestrować, musisz mieć co najmniej ${f.minimumAge} lat. Jedno konto na osobę; adres e-mail musi należeć do Ciebie i zostać potwierdzony, zanim inni członkowie będą mogli Ci odpisać.`,
          `Bezpłatni członkowie mogą dodać ${f.photos.free} zdjęcia i rozpocząć ${f.freeConversations} rozmowy. Każdy zakup kredytów daje członkostwo premium: do ${f.photos.premium} zdjęć i dostęp do wszystkich zdjęć członków.`,
        ),
        section(
          'Kredyty',
          `Wiadomość kosztuje ${f.site.message_credits} kr., prezent ${f.site.gift_credits} kr., a zdjęcie ${f.site.photo_credits} kr. Kredyty nie wygasają i nie można ich wymienić na pieniądze.`,
          `Niewykorzystane pakiety kredytów możesz bezpłatnie zwrócić w ciągu ${f.site.refund_days} dni.`,
        ),
        section('Fikcyjne profile', f.site.fictional_warning),
        section(
          'Zakończenie członkostwa',
          `Konto możesz usunąć w ustawieniach. Przez ${f.reactivationDays} dni czeka na usunięcie i link w e-mailu potwierdzającym może je przywrócić; potem zostaje skasowane.`,
        ),
        section('Kontakt', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Polityka prywatności',
      sections: [
        section(null, `${f.site.company.name} odpowiada za dane osobowe przetwarzane w ${f.site.domain}.`),
        section(
          'Co przechowujemy',
          'Adres e-mail, nazwę użytkownika, datę urodzenia, dane profilu, zdjęcia, wiadomości, polubienia i zakupy oraz źródło, z którego do nas trafiłeś.',
          'Adres e-mail i data urodzenia nigdy nie są pokazywane innym członkom; widzą oni Twój wiek.',
        ),
        section(
          'Twoje prawa',
          `W każdej chwili możesz wglądać w swoje dane, poprawiać je lub je usunąć. Po usunięciu konta dane są kasowane po ${f.reactivationDays} dniach.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Polityka cookies',
      sections: [
        section(null, `${f.site.domain} używa tylko plików cookie potrzebnych do działania.`),
        section(
          'Nasze pliki cookie',
          `Cookie sesji utrzymuje Cię zalogowanym przez ${f.sessionDays} dni.`,
          'Cookie języka zapamiętuje wybrany język przez 365 dni.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Blokada dostępu',
      sections: [
        section(
          null,
          `Osoby poniżej ${f.minimumAge} lat nie mają wstępu do ${f.site.domain}. Członkowie, którzy nękają innych, wysyłają spam lub łamią regulamin, są blokowani bez ostrzeżenia.`,
        ),
        section('Zablokowano Cię przez pomyłkę?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Najczęstsze pytania',
      sections: [
        section(
          'Ile zdjęć mogę dodać?',
          `Bezpłatni członkowie ${f.photos.free}, członkowie premium ${f.photos.premium}.`,
        ),
        section(
          'Jak zostać członkiem premium?',
          `Kup dowolny pakiet kredytów. Nowi członkowie dostają ${f.welcomePercent}% rabatu na pierwszy zakup, a w ciągu pierwszych ${f.bonusHours} godzin po rejestracji bonus ${f.bonusPercent}%.`,
        ),
        section('Jak działa gra w przesuwanie?', `W grze możesz dać ${f.swipeLikes} polubienia dziennie.`),
        section(
          'Czym są fikcyjne profile?',
          `${f.site.fictional_warning} Są oznaczone jako ${f.site.fictional_plural}.`,
        ),
        section(
          'Czy mogę cofnąć usunięcie konta?',
          `Tak, w ciągu ${f.reactivationDays} dni, za pomocą linku z wysłanego e-maila.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Zwroty i refundacje',
      sections: [
        section(
          null,
          `Niewykorzystane pakiety kredytów możesz bezpłatnie zwrócić w ciągu ${f.site.refund_days} dni.`,
        ),
        section(
          'Jak poprosić o zwrot pieniędzy',
          `Napisz na ${f.site.support_email} lub zadzwoń pod ${f.phone}, podając numer zamówienia.`,
          `Zwracamy pieniądze w ciągu ${f.site.refund_days} dni na użytą metodę płatności.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Obsługa klienta',
      sections: [
        section(null, contactLine(f)),
        section(
          'Dane firmy',
          companyLine(f),
          `Nazwy handlowe: ${f.site.company.tradenames.join(', ')}. NIP UE: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Nota prawna', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Bezpieczne randki',
      sections: [
        section(
          null,
          'Za pierwszym razem umów się w miejscu publicznym i powiedz znajomemu, dokąd idziesz.',
          'Nigdy nie wysyłaj pieniędzy komuś, kogo nie spotkałeś.',
          `Zgłoś członka, przy którym nie czujesz się bezpiecznie, przez formularz skarg lub na ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Poznaj singli w pobliżu',
    description: 'Czatuj i flirtuj z singlami w pobliżu.',
    fictional_warning: 'Niektóre profile w tym serwisie są fikcyjne i prowadzą je nasi pracownicy.',
    fictional_singular: 'profil fikcyjny',
    fictional_plural: 'profile fikcyjne',
  },
  landing: {
    titles: {
      alonetonight: 'Sam dziś wieczorem?',
      collagelanding: 'Poznaj kogoś nowego',
      gallery: 'Zobacz, kto na Ciebie czeka',
      iconslanding: 'Flirtuj, czatuj, dopasuj się',
      maplanding: 'Kto jest blisko?',
      socialnetwork: 'Twój nowy krąg znajomych',
      transitionsvideolanding: 'Oglądaj i poznawaj',
      video: 'Zobacz na żywo',
      tinderswipe: 'Przesuń i dopasuj',
    },
    subtitles: {
      alonetonight: (a) => `${a} w pobliżu są teraz online.`,
      collagelanding: (a) => `${a} z Twojej okolicy w jednym miejscu.`,
      gallery: (a) => `Przeglądaj: ${a.toLowerCase()} w pobliżu.`,
      iconslanding: (a) => `${a} szukają rozmowy.`,
      maplanding: (a) => `${a} w Twoim regionie.`,
      socialnetwork: (a) => `${a}, którzy chcą Cię poznać.`,
      transitionsvideolanding: (a) => `${a} są teraz online.`,
      video: (a) => `${a} w pobliżu czekają.`,
      tinderswipe: (a) => `Polub jednym ruchem: ${a.toLowerCase()} w pobliżu.`,
    },
    audiences: {
      1: 'Single',
      2: 'Kobiety',
      3: 'Odważni single',
      4: 'Single z krągłościami',
      5: 'Dojrzałe kobiety',
      6: 'MILF',
      7: 'Geje',
    },
    campaigns: { summer: 'Letnie flirty', weekend: 'Plany na weekend?', nearby: 'Bliżej, niż myślisz' },
  },
};
