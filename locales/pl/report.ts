import type { Translation } from '../i18n-types';

export const report = {
  title: 'Zgłoś profil {name}',
  intro: 'Powiedz nam, co jest nie tak. Nasz zespół sprawdza każde zgłoszenie.',
  reason: 'Dlaczego zgłaszasz profil {name}?',
  reasons: {
    fake_profile: 'Fałszywy profil',
    harassment: 'Nękanie lub groźby',
    underage: 'Może to być osoba niepełnoletnia',
    scam_or_spam: 'Oszustwo lub spam',
    illegal_content: 'Nielegalne treści',
    other: 'Coś innego',
  },
  reasonRequired: 'Wybierz powód.',
  details: 'Co się stało?',
  detailsOptional: 'Opcjonalnie: wszystko, co pomoże naszemu zespołowi zrozumieć sprawę.',
  detailsNeeded: 'Wymagane, jeśli wybierzesz „Coś innego”.',
  detailsRequired: 'Opisz, co się stało.',
  alsoBlock: 'Zablokuj też profil {name}',
  send: 'Wyślij zgłoszenie',
  cancel: 'Anuluj',
  thanks: 'Dziękujemy. Twoje zgłoszenie ma numer referencyjny {reference}.',
  reviewing:
    'Nasz zespół je sprawdzi i w razie potrzeby podejmie działania. Podaj ten numer, jeśli skontaktujesz się z obsługą klienta.',
  blocked: 'Profil {name} jest teraz zablokowany: nie będziecie się już widzieć ani kontaktować.',
  alreadyReported:
    'Profil {name} został już przez Ciebie zgłoszony. To zgłoszenie ma numer referencyjny {reference} i nasz zespół wciąż je sprawdza.',
  notYourself: 'Nie możesz zgłosić własnego profilu.',
  gone: 'Ten profil nie jest już dostępny.',
  failed: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie – wpisany tekst nadal tu jest.',
  done: 'Gotowe',
} satisfies Translation['report'];
