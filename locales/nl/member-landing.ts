import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto van {name}',
  noPhoto: '{name} heeft nog geen foto toegevoegd',
  online: 'Nu online',
  lineFallback: '{name} is nieuw hier en hoopt van je te horen.',
  cta: 'Meld je gratis aan om {name} te berichten',
  ctaNote: 'Gratis aanmelden. Het duurt ongeveer een minuut.',
  haveAccount: 'Al lid?',
  login: 'Inloggen',
  loadFailed: 'Het profiel kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  one: {
    kicker: '{name} wacht op een eerste bericht',
  },
  two: {
    title: 'Zeg hallo tegen {name}',
    stepsTitle: 'Zo werkt het',
    stepSignup: 'Maak je gratis account aan',
    stepWrite: 'Schrijf je eerste bericht aan {name}',
    stepChat: 'Chat wanneer het jou uitkomt',
  },
  three: {
    badge: 'Profiel van de dag',
    title: 'Is {name} jouw match?',
    aboutTitle: '{name} in eigen woorden',
    more: 'Meer leden die je kunt ontmoeten',
  },
  signup: {
    title: 'Meld je aan om {name} te berichten',
    intro: 'Als je klaar bent, kom je meteen op het profiel van {name}, klaar om te schrijven.',
  },
} satisfies Translation['memberLanding'];
