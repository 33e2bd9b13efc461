import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'Stuur de e-mail opnieuw',
  resendSending: 'E-mail wordt verstuurd…',
  resendSent: 'We hebben je een nieuwe e-mail gestuurd. Open de link erin om je adres te bevestigen.',
  resendWait:
    'Je hebt net al een e-mail aangevraagd. Wacht {minutes} {{minuut|minuten}} voordat je een nieuwe aanvraagt.',
  doneConfirming: 'Je e-mailadres wordt bevestigd…',
  doneTitle: 'Je e-mailadres is bevestigd',
  doneText: 'Bedankt! Andere leden kunnen nu op je berichten reageren.',
  doneFailedTitle: 'Je e-mailadres is nog niet bevestigd',
  doneToMembers: 'Vind leden',
  retry: 'Probeer het opnieuw',
  errorTitle: 'Activeren mislukt',
  errorHelp:
    'De activatielink werkte niet. Misschien is hij verlopen of al gebruikt, of is maar een deel van de link uit de e-mail gekopieerd.',
  errorResendIntro: 'We kunnen een nieuwe activatielink naar {email} sturen.',
  errorResend: 'Stuur een nieuwe activatiemail',
  errorLoginIntro: 'Log in om een nieuwe activatiemail te krijgen.',
  errorLogin: 'Inloggen',
  errorAlreadyActive: 'Goed nieuws: je e-mailadres is al bevestigd. Je hebt geen nieuwe link nodig.',
  errorToMembers: 'Vind leden',
  errorContact: 'Werkt het nog steeds niet? Neem contact op met de klantenservice:',
} satisfies Translation['activation'];
