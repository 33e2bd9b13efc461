import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto af {name}',
  noPhoto: '{name} har ikke tilføjet et foto endnu',
  online: 'Online nu',
  lineFallback: '{name} er ny her og håber at høre fra dig.',
  cta: 'Tilmeld dig gratis og skriv til {name}',
  ctaNote: 'Gratis tilmelding. Det tager omkring et minut.',
  haveAccount: 'Allerede medlem?',
  login: 'Log ind',
  loadFailed: 'Profilen kunne ikke indlæses.',
  retry: 'Prøv igen',
  one: {
    kicker: '{name} venter på en første besked',
  },
  two: {
    title: 'Sig hej til {name}',
    stepsTitle: 'Sådan virker det',
    stepSignup: 'Opret din gratis konto',
    stepWrite: 'Skriv din første besked til {name}',
    stepChat: 'Chat, når det passer dig',
  },
  three: {
    badge: 'Dagens profil',
    title: 'Kunne {name} være dit match?',
    aboutTitle: 'Med {name}s egne ord',
    more: 'Flere medlemmer, du kan møde',
  },
  signup: {
    title: 'Tilmeld dig for at skrive til {name}',
    intro: 'Når du er færdig, kommer du direkte til {name}s profil, klar til at skrive.',
  },
} satisfies Translation['memberLanding'];
