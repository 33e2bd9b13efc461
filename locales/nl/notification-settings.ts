import type { Translation } from '../i18n-types';

export const notificationSettings = {
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
  push: {
    heading: 'Pushmeldingen op dit apparaat',
    intro:
      'Een melding op deze telefoon of computer als iemand je schrijft of je leuk vindt, ook als de site gesloten is.',
    on: 'Pushmeldingen staan aan op dit apparaat.',
    off: 'Pushmeldingen staan uit op dit apparaat.',
    turnOn: 'Pushmeldingen inschakelen',
    turnOff: 'Pushmeldingen uitschakelen',
    turnedOn: 'Pushmeldingen staan aan. Kies hieronder waarover ze je iets laten weten.',
    turnedOff: 'Pushmeldingen staan uit op dit apparaat.',
    blocked:
      'Meldingen zijn geblokkeerd voor deze site in je browser. Sta ze toe in de site-instellingen van de browser en kom dan hier terug.',
    dismissed: 'Je browser kreeg geen antwoord. Druk nog eens op de knop als je zover bent.',
    unsupported: 'Deze browser kan geen pushmeldingen ontvangen. E-mailmeldingen komen nog steeds aan.',
    installFirst:
      'Op iPhone en iPad werken pushmeldingen zodra de site op je beginscherm staat: tik op Deel, dan op ‘Zet op beginscherm’, en open de site vanaf daar.',
    failed: 'Pushmeldingen konden niet worden ingeschakeld. Probeer het zo nog eens.',
    offFailed: 'Pushmeldingen zijn niet uitgeschakeld.',
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
} satisfies Translation['notificationSettings'];
