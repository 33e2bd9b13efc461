import type { Translation } from '../i18n-types';

export const notificationSettings = {
  notificationPrefs: {
    heading: 'Aviseringar',
    intro: 'Välj vad vi meddelar dig om via e-post och via push-avisering.',
    pushHint: 'Push-aviseringar når dig bara på enheter där du har tillåtit dem.',
    tableCaption: 'Inställningar för aviseringar',
    typeColumn: 'Avisering',
    emailColumn: 'E-post',
    pushColumn: 'Push',
    emailSwitch: 'E-post: {type}',
    pushSwitch: 'Push: {type}',
    types: {
      new_conversations: 'Nya konversationer',
      new_messages: 'Nya meddelanden',
      likes: 'Gillningar',
      unread_reminders: 'Påminnelser om olästa meddelanden',
      promotions: 'Erbjudanden och kampanjer',
      new_members: 'Nya medlemmar',
      news: 'Nyheter',
      reminders: 'Påminnelser',
    },
    save: 'Spara inställningar',
    saved: 'Sparat. Dina inställningar för aviseringar är uppdaterade.',
    saveFailed: 'Dina inställningar sparades inte. Dina val finns kvar, så du kan försöka igen.',
    loadFailed:
      'Dina inställningar för aviseringar kunde inte läsas in. Kontrollera anslutningen och försök igen.',
    retry: 'Försök igen',
    mailStopped: {
      heading: 'Vi skickar inga e-postmeddelanden till dig just nu',
      bounce:
        'E-post till {email} kunde inte levereras. Kontrollera att adressen stämmer, eller ändra den under ”E-postadress” ovan: så snart du bekräftar den nya adressen börjar e-posten komma igen.',
      fbl: 'Ett av våra e-postmeddelanden markerades som skräppost i din inkorg. Vill du få e-post igen, se till att de du vill ha är påslagna nedan och tryck på ”{save}”.',
      listunsubscribe:
        'Du avregistrerade dig via länken i ett av våra e-postmeddelanden. Vill du få e-post igen, se till att de du vill ha är påslagna nedan och tryck på ”{save}”.',
    },
  },
  push: {
    heading: 'Push-aviseringar på den här enheten',
    intro:
      'En avisering på den här telefonen eller datorn när någon skriver till dig eller gillar dig, även när webbplatsen är stängd.',
    on: 'Push-aviseringar är påslagna för den här enheten.',
    off: 'Push-aviseringar är avstängda för den här enheten.',
    turnOn: 'Slå på push-aviseringar',
    turnOff: 'Stäng av push-aviseringar',
    turnedOn: 'Push-aviseringar är påslagna. Välj nedan vad de ska berätta om.',
    turnedOff: 'Push-aviseringar är avstängda för den här enheten.',
    blocked:
      'Aviseringar är blockerade för den här webbplatsen i din webbläsare. Tillåt dem i webbläsarens webbplatsinställningar och kom sedan tillbaka hit.',
    dismissed: 'Webbläsaren fick inget svar. Tryck på knappen igen när du är redo.',
    unsupported:
      'Den här webbläsaren kan inte ta emot push-aviseringar. E-postaviseringar når dig fortfarande.',
    installFirst:
      'På iPhone och iPad fungerar push-aviseringar när webbplatsen finns på hemskärmen: tryck på Dela, sedan ”Lägg till på hemskärmen”, och öppna webbplatsen därifrån.',
    failed: 'Push-aviseringar kunde inte slås på. Försök igen om en stund.',
    offFailed: 'Push-aviseringar stängdes inte av.',
  },
  invisible: {
    heading: 'Osynligt läge',
    label: 'Dölj mig för andra medlemmar',
    meaning:
      'Så länge det är på syns du inte i sökresultat eller förslag, och andra medlemmar kan inte skicka dig ett första meddelande, en gillning eller en gåva. Konversationer du redan har fortsätter som förut.',
    on: 'Osynligt läge är på. Andra medlemmar hittar dig inte längre.',
    off: 'Osynligt läge är av. Andra medlemmar kan hitta dig och kontakta dig igen.',
    failed: 'Osynligt läge ändrades inte.',
  },
} satisfies Translation['notificationSettings'];
