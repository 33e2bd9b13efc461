import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Bilde av {name}',
  noPhoto: '{name} har ikke lagt til et bilde ennå',
  online: 'Pålogget nå',
  lineFallback: '{name} er ny her og håper å høre fra deg.',
  cta: 'Registrer deg gratis og skriv til {name}',
  ctaNote: 'Gratis registrering. Det tar omtrent ett minutt.',
  haveAccount: 'Allerede medlem?',
  login: 'Logg inn',
  loadFailed: 'Profilen kunne ikke lastes inn.',
  retry: 'Prøv igjen',
  one: {
    kicker: '{name} venter på en første melding',
  },
  two: {
    title: 'Si hei til {name}',
    stepsTitle: 'Slik fungerer det',
    stepSignup: 'Opprett din gratis konto',
    stepWrite: 'Skriv din første melding til {name}',
    stepChat: 'Chat når det passer deg',
  },
  three: {
    badge: 'Dagens profil',
    title: 'Kan {name} være din match?',
    aboutTitle: 'Med {name}s egne ord',
    more: 'Flere medlemmer du kan møte',
  },
  signup: {
    title: 'Registrer deg for å skrive til {name}',
    intro: 'Når du er ferdig, kommer du rett til profilen til {name}, klar til å skrive.',
  },
} satisfies Translation['memberLanding'];
