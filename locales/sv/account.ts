import type { Translation } from '../i18n-types';

export const account = {
  title: 'Konto',
  currentPassword: 'Nuvarande lösenord',
  mailChange: {
    heading: 'E-postadress',
    current: 'Din e-postadress är {email}.',
    newEmail: 'Ny e-postadress',
    passwordHint: 'Vi ber om ditt lösenord så att ingen annan kan ändra din adress.',
    submit: 'Ändra e-postadress',
    sameAsCurrent: 'Det här är redan din e-postadress',
    tooManyToday: 'Du har begärt för många ändringar av e-postadressen i dag. Försök igen i morgon.',
    sent: 'Vi har skickat en bekräftelselänk till {email}; din adress ändras när du använder den (giltig i 24 timmar)',
  },
  passwordChange: {
    heading: 'Lösenord',
    oldPassword: 'Gammalt lösenord',
    newPassword: 'Nytt lösenord',
    newPasswordHint: 'Minst {min} tecken.',
    repeatPassword: 'Upprepa nytt lösenord',
    submit: 'Ändra lösenord',
    changed: 'Ditt lösenord har ändrats.',
  },
  mailChangeDone: {
    confirming: 'Bekräftar din nya e-postadress…',
    done: 'Din e-postadress är nu {email}',
    toSettings: 'Gå till dina inställningar',
    requestNew: 'Begär en ny ändring av e-postadressen i dina inställningar',
    retry: 'Försök igen',
  },
  sectionsLoad: {
    failed: 'Dina inställningar kunde inte läsas in. Kontrollera anslutningen och försök igen.',
    retry: 'Försök igen',
  },
  blocked: {
    heading: 'Blockerade medlemmar',
    intro:
      'Medlemmar som du har blockerat kan inte se din profil eller kontakta dig, och du ser dem inte längre i dina sökningar.',
    empty: 'Du har inte blockerat någon.',
    howTo: 'Du blockerar en medlem genom att öppna profilen och välja ”Blockera” i menyn ”Mer”.',
    photoAlt: 'Foto av {name}',
    nameAndAge: '{name}, {age}',
    unblock: 'Avblockera',
    unblocked: '{name} är inte längre blockerad.',
    unblockFailed: '{name} kunde inte avblockeras.',
    loadFailed: 'Dina blockerade medlemmar kunde inte läsas in. Kontrollera anslutningen och försök igen.',
    retry: 'Försök igen',
  },
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
  invisible: {
    heading: 'Osynligt läge',
    label: 'Dölj mig för andra medlemmar',
    meaning:
      'Så länge det är på syns du inte i sökresultat eller förslag, och andra medlemmar kan inte skicka dig ett första meddelande, en gillning eller en gåva. Konversationer du redan har fortsätter som förut.',
    on: 'Osynligt läge är på. Andra medlemmar hittar dig inte längre.',
    off: 'Osynligt läge är av. Andra medlemmar kan hitta dig och kontakta dig igen.',
    failed: 'Osynligt läge ändrades inte.',
  },
} satisfies Translation['account'];
