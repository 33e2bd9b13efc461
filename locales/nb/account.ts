import type { Translation } from '../i18n-types';

export const account = {
  title: 'Konto',
  currentPassword: 'Nåværende passord',
  mailChange: {
    heading: 'E-postadresse',
    current: 'E-postadressen din er {email}.',
    newEmail: 'Ny e-postadresse',
    passwordHint: 'Vi ber om passordet ditt slik at ingen andre kan endre adressen din.',
    submit: 'Endre e-postadresse',
    sameAsCurrent: 'Dette er allerede e-postadressen din',
    tooManyToday: 'Du har bedt om å endre e-postadressen for mange ganger i dag. Prøv igjen i morgen.',
    sent: 'Vi har sendt en bekreftelseslenke til {email}; adressen din endres når du bruker den (gyldig i 24 timer)',
  },
  passwordChange: {
    heading: 'Passord',
    oldPassword: 'Gammelt passord',
    newPassword: 'Nytt passord',
    newPasswordHint: 'Minst {min} tegn.',
    repeatPassword: 'Gjenta nytt passord',
    submit: 'Endre passord',
    changed: 'Passordet ditt er endret.',
  },
  mailChangeDone: {
    confirming: 'Bekrefter den nye e-postadressen din…',
    done: 'E-postadressen din er nå {email}',
    toSettings: 'Gå til innstillingene',
    requestNew: 'Be om en ny endring av e-postadressen i innstillingene',
    retry: 'Prøv igjen',
  },
  sectionsLoad: {
    failed: 'Innstillingene dine kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
  },
  blocked: {
    heading: 'Blokkerte medlemmer',
    intro:
      'Medlemmer du har blokkert, kan ikke se profilen din eller kontakte deg, og du ser dem ikke lenger i søkene dine.',
    empty: 'Du har ikke blokkert noen.',
    howTo: 'Du blokkerer et medlem ved å åpne profilen og velge «Blokker» i «Mer»-menyen.',
    photoAlt: 'Bilde av {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Opphev blokkering',
    unblocked: '{name} er ikke lenger blokkert.',
    unblockFailed: 'Blokkeringen av {name} kunne ikke oppheves.',
    loadFailed: 'De blokkerte medlemmene dine kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
  },
} satisfies Translation['account'];
