import type { Translation } from '../i18n-types';

export const complaints = {
  intro:
    'Coś poszło nie tak? Opowiedz nam o tym. Obsługa klienta czyta każdą reklamację i odpowiada ci e-mailem.',
  required: 'Wszystkie pola są wymagane, z wyjątkiem numeru profilu.',
  name: 'Twoje imię i nazwisko',
  email: 'Twój adres e-mail',
  emailHint: 'Na ten adres wyślemy naszą odpowiedź.',
  subject: 'Czego dotyczy twoja reklamacja?',
  subjectChoose: 'Wybierz temat',
  subjectRequired: 'Wybierz, czego dotyczy twoja reklamacja',
  subjects: {
    content: 'Treści w serwisie',
    billing: 'Płatności i rozliczenia',
    privacy: 'Prywatność i dane osobowe',
    abuse: 'Nadużycie lub nękanie',
    other: 'Coś innego',
  },
  profile: 'Numer profilu (opcjonalnie)',
  profileHint:
    'Jeśli reklamacja dotyczy jednego użytkownika: numer na końcu adresu jego profilu, np. 2210 w /members/2210.',
  profileInvalid: 'Wpisz numer profilu samymi cyframi, np. 2210',
  profileUnknown: 'Nie ma profilu o tym numerze. Sprawdź go albo zostaw pole puste.',
  message: 'Twoja reklamacja',
  messageHint: 'Opisz, co się stało i, jeśli możesz, kiedy.',
  messageTooLong:
    'Twoja reklamacja jest za długa o {over} {{|znak||znaki|znaków|znaku}}. Skróć ją do najwyżej {max} znaków; nic z twojego tekstu nie przepadnie.',
  send: 'Wyślij reklamację',
  failed:
    'Nie udało się wysłać reklamacji. Nic z twojego tekstu nie przepadło: sprawdź połączenie i wyślij ją ponownie.',
  tooMany:
    'W ciągu ostatniej godziny wysłano już od ciebie kilka reklamacji. Odczekaj {minutes} {{|minutę||minuty|minut|minuty}} i wyślij ją ponownie.',
  sent: {
    heading: 'Dziękujemy, otrzymaliśmy twoją reklamację',
    reference: 'Twój numer referencyjny: {reference}',
    next: 'Obsługa klienta rozpatrzy twoją reklamację i odpowie ci e-mailem na adres {email} w terminie przewidzianym przez prawo.',
    quote: 'Podawaj swój numer referencyjny za każdym razem, gdy piszesz do nas w sprawie tej reklamacji.',
    another: 'Wyślij kolejną reklamację',
  },
} satisfies Translation['complaints'];
