import type { Translation } from '../i18n-types';

export const notificationSettings = {
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
  push: {
    heading: 'Push-notifikationer på denne enhed',
    intro:
      'En notifikation på denne telefon eller computer, når nogen skriver til dig eller synes om dig, også når sitet er lukket.',
    on: 'Push-notifikationer er slået til på denne enhed.',
    off: 'Push-notifikationer er slået fra på denne enhed.',
    turnOn: 'Slå push-notifikationer til',
    turnOff: 'Slå push-notifikationer fra',
    turnedOn: 'Push-notifikationer er slået til. Vælg nedenfor, hvad de skal fortælle dig om.',
    turnedOff: 'Push-notifikationer er slået fra på denne enhed.',
    blocked:
      'Notifikationer er blokeret for dette site i din browser. Tillad dem i browserens indstillinger for sitet, og kom så tilbage hertil.',
    dismissed: 'Din browser fik ikke et svar. Tryk på knappen igen, når du er klar.',
    unsupported:
      'Denne browser kan ikke modtage push-notifikationer. E-mailnotifikationer når stadig frem til dig.',
    installFirst:
      'På iPhone og iPad virker push-notifikationer, når sitet ligger på din hjemmeskærm: tryk på Del, derefter “Føj til hjemmeskærm”, og åbn sitet derfra.',
    failed: 'Push-notifikationer kunne ikke slås til. Prøv igen om et øjeblik.',
    offFailed: 'Push-notifikationer blev ikke slået fra.',
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
} satisfies Translation['notificationSettings'];
