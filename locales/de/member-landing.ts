import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto von {name}',
  noPhoto: '{name} hat noch kein Foto hinzugefügt',
  online: 'Jetzt online',
  lineFallback: '{name} ist neu hier und freut sich auf deine Nachricht.',
  cta: 'Kostenlos registrieren und {name} schreiben',
  ctaNote: 'Kostenlose Anmeldung. Dauert etwa eine Minute.',
  haveAccount: 'Schon Mitglied?',
  login: 'Anmelden',
  loadFailed: 'Das Profil konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  one: {
    kicker: '{name} wartet auf eine erste Nachricht',
  },
  two: {
    title: 'Sag Hallo zu {name}',
    stepsTitle: 'So funktioniert’s',
    stepSignup: 'Erstelle dein kostenloses Konto',
    stepWrite: 'Schreib {name} deine erste Nachricht',
    stepChat: 'Chatte, wann immer es dir passt',
  },
  three: {
    badge: 'Profil des Tages',
    title: 'Ist {name} dein Match?',
    aboutTitle: '{name} über sich',
    more: 'Weitere Mitglieder, die du kennenlernen kannst',
  },
  signup: {
    title: 'Registrieren und {name} schreiben',
    intro: 'Danach landest du direkt auf dem Profil von {name} und kannst sofort schreiben.',
  },
} satisfies Translation['memberLanding'];
