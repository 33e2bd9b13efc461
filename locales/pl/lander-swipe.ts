import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Użytkownicy do polubienia lub pominięcia',
  like: 'Polub',
  pass: 'Pomiń',
  liked: 'Lubisz użytkownika {name}.',
  passed: 'Pominięto użytkownika {name}.',
  hint: 'Przeciągnij zdjęcie lub użyj strzałek: w lewo, aby pominąć, w prawo, aby polubić.',
  goal: 'Polub {total} {{|osobę||osoby|osób|osoby}} i zobacz, kto polubi cię z wzajemnością',
  progress: 'Polubienia: {count} z {total}',
  skip: 'Pomiń grę i zarejestruj się',
  inStack: '{count} {{|osoba||osoby|osób|osoby}} w pobliżu {{|czeka||czekają|czeka|czeka}} na twój swipe',
  howTitle: 'Jak to działa',
  howRight: 'Przesuń w prawo lub naciśnij →, aby polubić',
  howLeft: 'Przesuń w lewo lub naciśnij ←, aby pominąć',
  howMatch: 'Zarejestruj się i zobacz, kto cię lubi',
  endTitle: 'Dopasowanie już na ciebie czeka',
  endText:
    'Polubiono {count} {{|osobę||osoby|osób|osoby}}. Zarejestruj się i zobacz, kto odwzajemnia sympatię.',
  endTitleNone: 'Jeszcze wiele do odkrycia',
  endTextNone: 'Zarejestruj się za darmo i zobacz, kto cię lubi.',
  likedList: 'Osoby, które polubiono',
  cta: 'Zarejestruj się i zobacz dopasowania',
} satisfies Translation['landerSwipe'];
