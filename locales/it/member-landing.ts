import type { Translation } from '../i18n-types';

export const memberLanding = {
  nameAndAge: '{name}, {age}',
  photoAlt: 'Foto di {name}',
  noPhoto: '{name} non ha ancora aggiunto una foto',
  online: 'Online ora',
  lineFallback: '{name} è nuovo qui e spera di sentirti presto.',
  cta: 'Iscriviti gratis per scrivere a {name}',
  ctaNote: 'Iscrizione gratuita. Ci vuole circa un minuto.',
  haveAccount: 'Sei già iscritto?',
  login: 'Accedi',
  loadFailed: 'Non è stato possibile caricare il profilo.',
  retry: 'Riprova',
  one: {
    kicker: '{name} aspetta un primo messaggio',
  },
  two: {
    title: 'Saluta {name}',
    stepsTitle: 'Come funziona',
    stepSignup: 'Crea il tuo account gratuito',
    stepWrite: 'Scrivi il tuo primo messaggio a {name}',
    stepChat: 'Chatta quando vuoi',
  },
  three: {
    badge: 'Profilo del giorno',
    title: '{name} potrebbe essere la tua anima gemella?',
    aboutTitle: '{name} con parole sue',
    more: 'Altri iscritti che potresti conoscere',
  },
  signup: {
    title: 'Iscriviti per scrivere a {name}',
    intro: 'Alla fine arrivi direttamente al profilo di {name}, pronto a scrivere.',
  },
} satisfies Translation['memberLanding'];
