import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Send e-posten på nytt',
  resendSending: 'Sender e-posten…',
  resendSent: 'Vi har sendt deg en ny e-post. Åpne lenken i den for å bekrefte adressen din.',
  resendWait:
    'Du ba om en e-post for kort tid siden. Vent {minutes} {{minutt|minutter}} før du ber om en ny.',
  doneConfirming: 'Bekrefter e-postadressen din…',
  doneTitle: 'E-postadressen din er bekreftet',
  doneText: 'Takk! Nå kan andre medlemmer svare på meldingene dine.',
  doneFailedTitle: 'E-postadressen din er ikke bekreftet ennå',
  doneToMembers: 'Finn medlemmer',
  retry: 'Prøv igjen',
  errorTitle: 'Aktiveringen mislyktes',
  errorHelp:
    'Aktiveringslenken fungerte ikke. Den kan ha utløpt eller allerede være brukt, eller bare en del av den ble kopiert fra e-posten.',
  errorResendIntro: 'Vi kan sende en ny aktiveringslenke til {email}.',
  errorResend: 'Send en ny aktiverings-e-post',
  errorLoginIntro: 'Logg inn for å få en ny aktiverings-e-post.',
  errorLogin: 'Logg inn',
  errorAlreadyActive: 'Gode nyheter: e-postadressen din er allerede bekreftet. Du trenger ingen ny lenke.',
  errorToMembers: 'Finn medlemmer',
  errorContact: 'Fungerer det fortsatt ikke? Kontakt kundeservice:',
} satisfies Translation['activation'];
