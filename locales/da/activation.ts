import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Send e-mailen igen',
  resendSending: 'Sender e-mailen…',
  resendSent: 'Vi har sendt dig en ny e-mail. Åbn linket i den for at bekræfte din adresse.',
  resendWait:
    'Du bad om en e-mail for kort tid siden. Vent {minutes} {{minut|minutter}}, før du beder om en ny.',
  doneConfirming: 'Bekræfter din e-mailadresse…',
  doneTitle: 'Din e-mailadresse er bekræftet',
  doneText: 'Tak! Nu kan andre medlemmer svare på dine beskeder.',
  doneFailedTitle: 'Din e-mailadresse er ikke bekræftet endnu',
  doneToMembers: 'Find medlemmer',
  retry: 'Prøv igen',
  errorTitle: 'Aktiveringen mislykkedes',
  errorHelp:
    'Aktiveringslinket virkede ikke. Det er måske udløbet eller allerede brugt, eller kun en del af det blev kopieret fra e-mailen.',
  errorResendIntro: 'Vi kan sende et nyt aktiveringslink til {email}.',
  errorResend: 'Send en ny aktiveringsmail',
  errorLoginIntro: 'Log ind for at få en ny aktiveringsmail.',
  errorLogin: 'Log ind',
  errorAlreadyActive: 'Godt nyt: din e-mailadresse er allerede bekræftet. Du behøver ikke et nyt link.',
  errorToMembers: 'Find medlemmer',
  errorContact: 'Virker det stadig ikke? Kontakt kundeservice:',
} satisfies Translation['activation'];
