import type { Translation } from '../i18n-types';

export const account = {
  title: 'Konto',
  currentPassword: 'Nuværende adgangskode',
  mailChange: {
    heading: 'E-mailadresse',
    current: 'Din e-mailadresse er {email}.',
    newEmail: 'Ny e-mailadresse',
    passwordHint: 'Vi beder om din adgangskode, så ingen andre kan ændre din adresse.',
    submit: 'Skift e-mailadresse',
    sameAsCurrent: 'Det er allerede din e-mailadresse',
    tooManyToday: 'Du har bedt om at skifte e-mailadresse for mange gange i dag. Prøv igen i morgen.',
    sent: 'Vi har sendt et bekræftelseslink til {email}; din adresse bliver ændret, når du bruger det (gyldigt i 24 timer)',
  },
  passwordChange: {
    heading: 'Adgangskode',
    oldPassword: 'Gammel adgangskode',
    newPassword: 'Ny adgangskode',
    newPasswordHint: 'Mindst {min} tegn.',
    repeatPassword: 'Gentag ny adgangskode',
    submit: 'Skift adgangskode',
    changed: 'Din adgangskode er ændret.',
  },
  mailChangeDone: {
    confirming: 'Bekræfter din nye e-mailadresse…',
    done: 'Din e-mailadresse er nu {email}',
    toSettings: 'Gå til dine indstillinger',
    requestNew: 'Bed om at skifte e-mailadresse igen i dine indstillinger',
    retry: 'Prøv igen',
  },
  sectionsLoad: {
    failed: 'Dine indstillinger kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
  },
  blocked: {
    heading: 'Blokerede medlemmer',
    intro:
      'Medlemmer, du har blokeret, kan ikke se din profil eller kontakte dig, og du ser dem ikke længere i dine søgninger.',
    empty: 'Du har ikke blokeret nogen.',
    howTo: 'Du blokerer et medlem ved at åbne profilen og vælge »Bloker« i menuen »Mere«.',
    photoAlt: 'Billede af {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Fjern blokering',
    unblocked: '{name} er ikke længere blokeret.',
    unblockFailed: 'Blokeringen af {name} kunne ikke fjernes.',
    loadFailed: 'Dine blokerede medlemmer kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
  },
} satisfies Translation['account'];
