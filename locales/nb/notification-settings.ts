import type { Translation } from '../i18n-types';

export const notificationSettings = {
  notificationPrefs: {
    heading: 'Varsler',
    intro: 'Velg hva vi gir deg beskjed om på e-post og med push-varsel.',
    pushHint: 'Push-varsler kommer bare fram til enheter der du har tillatt dem.',
    tableCaption: 'Innstillinger for varsler',
    typeColumn: 'Varsel',
    emailColumn: 'E-post',
    pushColumn: 'Push',
    emailSwitch: 'E-post: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nye samtaler',
      new_messages: 'Nye meldinger',
      likes: 'Likes',
      unread_reminders: 'Påminnelser om uleste meldinger',
      promotions: 'Tilbud og kampanjer',
      new_members: 'Nye medlemmer',
      news: 'Nyheter',
      reminders: 'Påminnelser',
    },
    save: 'Lagre innstillinger',
    saved: 'Lagret. Innstillingene dine for varsler er oppdatert.',
    saveFailed: 'Innstillingene dine ble ikke lagret. Valgene dine er der fortsatt, så du kan prøve igjen.',
    loadFailed: 'Innstillingene dine for varsler kunne ikke lastes inn. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
    mailStopped: {
      heading: 'Vi sender deg ingen e-poster for øyeblikket',
      bounce:
        'E-poster til {email} kunne ikke leveres. Sjekk at adressen er riktig, eller endre den under «E-postadresse» ovenfor: Når du bekrefter den nye adressen, begynner e-postene å komme igjen.',
      fbl: 'En av e-postene våre ble merket som søppelpost i innboksen din. Vil du ha e-poster igjen, sørg for at de du ønsker er slått på nedenfor, og trykk på «{save}».',
      listunsubscribe:
        'Du meldte deg av med lenken i en av e-postene våre. Vil du ha e-poster igjen, sørg for at de du ønsker er slått på nedenfor, og trykk på «{save}».',
    },
  },
  push: {
    heading: 'Push-varsler på denne enheten',
    intro:
      'Et varsel på denne telefonen eller datamaskinen når noen skriver til deg eller liker deg, også når nettstedet er lukket.',
    on: 'Push-varsler er slått på for denne enheten.',
    off: 'Push-varsler er slått av for denne enheten.',
    turnOn: 'Slå på push-varsler',
    turnOff: 'Slå av push-varsler',
    turnedOn: 'Push-varsler er slått på. Velg nedenfor hva de skal fortelle deg om.',
    turnedOff: 'Push-varsler er slått av for denne enheten.',
    blocked:
      'Varsler er blokkert for dette nettstedet i nettleseren din. Tillat dem i nettleserens innstillinger for nettstedet, og kom så tilbake hit.',
    dismissed: 'Nettleseren fikk ikke noe svar. Trykk på knappen igjen når du er klar.',
    unsupported: 'Denne nettleseren kan ikke motta push-varsler. E-postvarsler når deg fortsatt.',
    installFirst:
      'På iPhone og iPad virker push-varsler når nettstedet ligger på Hjem-skjermen: trykk på Del, så «Legg til på Hjem-skjerm», og åpne nettstedet derfra.',
    failed: 'Push-varsler kunne ikke slås på. Prøv igjen om et øyeblikk.',
    offFailed: 'Push-varsler ble ikke slått av.',
  },
  invisible: {
    heading: 'Usynlig modus',
    label: 'Skjul meg for andre medlemmer',
    meaning:
      'Så lenge den er slått på, vises du ikke i søkeresultater eller forslag, og andre medlemmer kan ikke sende deg en første melding, et like eller en gave. Samtaler du allerede har, fortsetter som før.',
    on: 'Usynlig modus er slått på. Andre medlemmer finner deg ikke lenger.',
    off: 'Usynlig modus er slått av. Andre medlemmer kan finne deg og kontakte deg igjen.',
    failed: 'Usynlig modus ble ikke endret.',
  },
} satisfies Translation['notificationSettings'];
