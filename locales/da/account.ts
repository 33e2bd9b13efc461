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
  notificationPrefs: {
    heading: 'Notifikationer',
    intro: 'Vælg, hvad vi giver dig besked om via e-mail og via push-notifikation.',
    pushHint: 'Push-notifikationer når kun frem til enheder, hvor du har tilladt dem.',
    tableCaption: 'Indstillinger for notifikationer',
    typeColumn: 'Notifikation',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nye samtaler',
      new_messages: 'Nye beskeder',
      likes: 'Likes',
      unread_reminders: 'Påmindelser om ulæste beskeder',
      promotions: 'Tilbud og kampagner',
      new_members: 'Nye medlemmer',
      news: 'Nyheder',
      reminders: 'Påmindelser',
    },
    save: 'Gem indstillinger',
    saved: 'Gemt. Dine indstillinger for notifikationer er opdateret.',
    saveFailed: 'Dine indstillinger blev ikke gemt. Dine valg er der stadig, så du kan prøve igen.',
    loadFailed:
      'Dine indstillinger for notifikationer kunne ikke indlæses. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    mailStopped: {
      heading: 'Vi sender dig ingen e-mails i øjeblikket',
      bounce:
        'E-mails til {email} kunne ikke leveres. Tjek, at adressen er rigtig, eller skift den under “E-mailadresse” ovenfor: Når du bekræfter den nye adresse, begynder e-mails igen.',
      fbl: 'En af vores e-mails blev markeret som spam i din indbakke. Hvis du vil have e-mails igen, så sørg for, at dem, du ønsker, er slået til nedenfor, og tryk på “{save}”.',
      listunsubscribe:
        'Du afmeldte dig med linket i en af vores e-mails. Hvis du vil have e-mails igen, så sørg for, at dem, du ønsker, er slået til nedenfor, og tryk på “{save}”.',
    },
  },
  invisible: {
    heading: 'Usynlig tilstand',
    label: 'Skjul mig for andre medlemmer',
    meaning:
      'Mens den er slået til, vises du ikke i søgeresultater eller forslag, og andre medlemmer kan ikke sende dig en første besked, et like eller en gave. Samtaler, du allerede har, fortsætter som før.',
    on: 'Usynlig tilstand er slået til. Andre medlemmer finder dig ikke længere.',
    off: 'Usynlig tilstand er slået fra. Andre medlemmer kan finde dig og kontakte dig igen.',
    failed: 'Usynlig tilstand blev ikke ændret.',
  },
} satisfies Translation['account'];
