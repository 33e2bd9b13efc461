import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto av {name}',
  noPhoto: '{name} har inte lagt till något foto än',
  online: 'Online nu',
  lineFallback: '{name} är ny här och hoppas få höra av dig.',
  cta: 'Registrera dig gratis och skriv till {name}',
  ctaNote: 'Gratis registrering. Det tar ungefär en minut.',
  haveAccount: 'Redan medlem?',
  login: 'Logga in',
  loadFailed: 'Profilen kunde inte läsas in.',
  retry: 'Försök igen',
  one: {
    kicker: '{name} väntar på ett första meddelande',
  },
  two: {
    title: 'Säg hej till {name}',
    stepsTitle: 'Så fungerar det',
    stepSignup: 'Skapa ditt gratiskonto',
    stepWrite: 'Skriv ditt första meddelande till {name}',
    stepChat: 'Chatta när det passar dig',
  },
  three: {
    badge: 'Dagens profil',
    title: 'Kan {name} vara din match?',
    aboutTitle: 'Med {name}s egna ord',
    more: 'Fler medlemmar du kan träffa',
  },
  signup: {
    title: 'Registrera dig för att skriva till {name}',
    intro: 'När du är klar kommer du direkt till {name}s profil, redo att skriva.',
  },
} satisfies Translation['memberLanding'];
