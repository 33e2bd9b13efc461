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
  notificationPrefs: {
    heading: 'Meldingen',
    intro: 'Kies waarover we je per e-mail en met een pushmelding op de hoogte houden.',
    pushHint: 'Pushmeldingen komen alleen aan op apparaten waarop je ze hebt toegestaan.',
    tableCaption: 'Voorkeuren voor meldingen',
    typeColumn: 'Melding',
    emailColumn: 'E-mail',
    pushColumn: 'Push',
    emailSwitch: 'E-mail: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nieuwe gesprekken',
      new_messages: 'Nieuwe berichten',
      likes: 'Likes',
      unread_reminders: 'Herinneringen aan ongelezen berichten',
      promotions: 'Aanbiedingen en acties',
      new_members: 'Nieuwe leden',
      news: 'Nieuws',
      reminders: 'Herinneringen',
    },
    save: 'Voorkeuren opslaan',
    saved: 'Opgeslagen. Je voorkeuren voor meldingen zijn bijgewerkt.',
    saveFailed:
      'Je voorkeuren zijn niet opgeslagen. Je keuzes staan er nog, dus je kunt het opnieuw proberen.',
    loadFailed:
      'Je voorkeuren voor meldingen konden niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Probeer het opnieuw',
    mailStopped: {
      heading: 'We sturen je op dit moment geen e-mails',
      bounce:
        'E-mails aan {email} konden niet worden bezorgd. Controleer of het adres klopt, of wijzig het hierboven onder ‘E-mailadres’: zodra je het nieuwe adres bevestigt, komen de e-mails weer.',
      fbl: 'Een van onze e-mails is in je mailbox als spam gemarkeerd. Wil je weer e-mails ontvangen, zorg dan dat de e-mails die je wilt hieronder aanstaan en druk op ‘{save}’.',
      listunsubscribe:
        'Je hebt je afgemeld via de link in een van onze e-mails. Wil je weer e-mails ontvangen, zorg dan dat de e-mails die je wilt hieronder aanstaan en druk op ‘{save}’.',
    },
  },
  invisible: {
    heading: 'Onzichtbare modus',
    label: 'Verberg me voor andere leden',
    meaning:
      'Zolang deze aanstaat, verschijn je niet in zoekresultaten of suggesties, en kunnen andere leden je niet als eerste een bericht, like of cadeau sturen. Gesprekken die je al hebt, gaan gewoon door.',
    on: 'Onzichtbare modus staat aan. Andere leden vinden je niet meer.',
    off: 'Onzichtbare modus staat uit. Andere leden kunnen je weer vinden en contact met je opnemen.',
    failed: 'Onzichtbare modus is niet gewijzigd.',
  },
} satisfies Translation['account'];
