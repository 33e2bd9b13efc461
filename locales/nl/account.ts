import type { Translation } from '../i18n-types';

export const account = {
  title: 'Account',
  currentPassword: 'Huidig wachtwoord',
  mailChange: {
    heading: 'E-mailadres',
    current: 'Je e-mailadres is {email}.',
    newEmail: 'Nieuw e-mailadres',
    passwordHint: 'We vragen om je wachtwoord, zodat niemand anders je adres kan wijzigen.',
    submit: 'E-mailadres wijzigen',
    sameAsCurrent: 'Dit is al je e-mailadres',
    tooManyToday:
      'Je hebt vandaag te vaak gevraagd om je e-mailadres te wijzigen. Probeer het morgen opnieuw.',
    sent: 'We hebben een bevestigingslink naar {email} gestuurd; je adres wordt gewijzigd zodra je die gebruikt (24 uur geldig)',
  },
  passwordChange: {
    heading: 'Wachtwoord',
    oldPassword: 'Oud wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    newPasswordHint: 'Minstens {min} tekens.',
    repeatPassword: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    changed: 'Je wachtwoord is gewijzigd.',
  },
  mailChangeDone: {
    confirming: 'Je nieuwe e-mailadres wordt bevestigd…',
    done: 'Je e-mailadres is nu {email}',
    toSettings: 'Naar je instellingen',
    requestNew: 'Vraag in je instellingen opnieuw aan om je e-mailadres te wijzigen',
    retry: 'Probeer het opnieuw',
  },
  sectionsLoad: {
    failed: 'Je instellingen konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Probeer het opnieuw',
  },
  blocked: {
    heading: 'Geblokkeerde leden',
    intro:
      'Leden die je hebt geblokkeerd, kunnen je profiel niet zien en je niet benaderen, en jij ziet hen niet meer in je zoekresultaten.',
    empty: 'Je hebt niemand geblokkeerd.',
    howTo: 'Om een lid te blokkeren, open je het profiel en kies je ‘Blokkeren’ in het menu ‘Meer’.',
    photoAlt: 'Foto van {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Deblokkeren',
    unblocked: '{name} is niet meer geblokkeerd.',
    unblockFailed: '{name} kon niet worden gedeblokkeerd.',
    loadFailed:
      'Je geblokkeerde leden konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Probeer het opnieuw',
  },
} satisfies Translation['account'];
