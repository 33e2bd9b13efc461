import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Skicka mejlet igen',
  resendSending: 'Skickar mejlet…',
  resendSent: 'Vi har skickat ett nytt mejl till dig. Öppna länken i det för att bekräfta din adress.',
  resendWait:
    'Du bad om ett mejl för en liten stund sedan. Vänta {minutes} {{minut|minuter}} innan du ber om ett nytt.',
  doneConfirming: 'Bekräftar din e-postadress…',
  doneTitle: 'Din e-postadress är bekräftad',
  doneText: 'Tack! Nu kan andra medlemmar svara på dina meddelanden.',
  doneFailedTitle: 'Din e-postadress är inte bekräftad än',
  doneToMembers: 'Hitta medlemmar',
  retry: 'Försök igen',
  errorTitle: 'Aktiveringen misslyckades',
  errorHelp:
    'Aktiveringslänken fungerade inte. Den kan ha gått ut eller redan ha använts, eller så kopierades bara en del av den från mejlet.',
  errorResendIntro: 'Vi kan skicka en ny aktiveringslänk till {email}.',
  errorResend: 'Skicka ett nytt aktiveringsmejl',
  errorLoginIntro: 'Logga in för att få ett nytt aktiveringsmejl.',
  errorLogin: 'Logga in',
  errorAlreadyActive: 'Goda nyheter: din e-postadress är redan bekräftad. Du behöver ingen ny länk.',
  errorToMembers: 'Hitta medlemmar',
  errorContact: 'Fungerar det fortfarande inte? Kontakta kundtjänst:',
} satisfies Translation['activation'];
