import type { Translation } from '../i18n-types';

export const activation = {
  resend: 'E-Mail erneut senden',
  resendSending: 'E-Mail wird gesendet…',
  resendSent:
    'Wir haben dir eine neue E-Mail geschickt. Öffne den Link darin, um deine Adresse zu bestätigen.',
  resendWait:
    'Du hast vor Kurzem schon eine E-Mail angefordert. Bitte warte {minutes} {{Minute|Minuten}}, bevor du eine neue anforderst.',
  doneConfirming: 'Deine E-Mail-Adresse wird bestätigt…',
  doneTitle: 'Deine E-Mail-Adresse ist bestätigt',
  doneText: 'Danke! Andere Mitglieder können jetzt auf deine Nachrichten antworten.',
  doneFailedTitle: 'Deine E-Mail-Adresse ist noch nicht bestätigt',
  doneToMembers: 'Mitglieder finden',
  retry: 'Noch einmal versuchen',
  errorTitle: 'Aktivierung fehlgeschlagen',
  errorHelp:
    'Der Aktivierungslink hat nicht funktioniert. Vielleicht ist er abgelaufen oder wurde schon benutzt, oder es wurde nur ein Teil davon aus der E-Mail kopiert.',
  errorResendIntro: 'Wir können einen neuen Aktivierungslink an {email} schicken.',
  errorResend: 'Neue Aktivierungs-E-Mail senden',
  errorLoginIntro: 'Logge dich ein, um eine neue Aktivierungs-E-Mail zu bekommen.',
  errorLogin: 'Einloggen',
  errorAlreadyActive:
    'Gute Nachricht: Deine E-Mail-Adresse ist bereits bestätigt. Du brauchst keinen neuen Link.',
  errorToMembers: 'Mitglieder finden',
  errorContact: 'Klappt es immer noch nicht? Wende dich an den Kundenservice:',
} satisfies Translation['activation'];
