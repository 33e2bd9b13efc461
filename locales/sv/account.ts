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
} satisfies Translation['account'];
