import type { Translation } from '../i18n-types';

/** /landers/tinderswipe: the swipe stack that ends in the signup. */
export const landerSwipe = {
  stackLabel: 'Mitglieder zum Liken oder Überspringen',
  like: 'Liken',
  pass: 'Überspringen',
  liked: 'Du likest {name}.',
  passed: 'Du hast {name} übersprungen.',
  hint: 'Zieh das Foto zur Seite oder nutze die Pfeiltasten: links zum Überspringen, rechts zum Liken.',
  goal: 'Like {total} Mitglieder und sieh, wer dich zurück mag',
  progress: '{count} von {total} Likes',
  skip: 'Spiel überspringen und registrieren',
  inStack: '{count} {{Mitglied|Mitglieder}} in deiner Nähe {{wartet|warten}} auf deinen Swipe',
  howTitle: 'So funktioniert’s',
  howRight: 'Nach rechts wischen oder → drücken: Like',
  howLeft: 'Nach links wischen oder ← drücken: überspringen',
  howMatch: 'Registrieren und sehen, wer dich zurück mag',
  endTitle: 'Ein Match liegt in der Luft',
  endText: 'Du hast {count} {{Mitglied|Mitglieder}} gelikt. Registriere dich und sieh, wer dich zurück mag.',
  endTitleNone: 'Es gibt noch viel zu entdecken',
  endTextNone: 'Registriere dich kostenlos und sieh, wer dich mag.',
  likedList: 'Mitglieder, die du gelikt hast',
  cta: 'Registrieren und Matches sehen',
} satisfies Translation['landerSwipe'];
