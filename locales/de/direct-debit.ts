import type { Translation } from '../i18n-types';

export const directDebit = {
  address: {
    invalid:
      'Dieser Zahlungslink ist unvollständig. Wähle auf der Credits-Seite ein Paket und SEPA-Lastschrift.',
    notOffered: 'SEPA-Lastschrift wird in deinem Land nicht angeboten. Wähle eine andere Zahlungsart.',
  },
  load: {
    failed: 'Das Lastschriftformular konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    notFound: 'Dieses Paket gibt es nicht mehr. Wähle auf der Credits-Seite ein anderes.',
  },
  links: {
    credits: 'Zurück zur Credits-Seite',
    otherMethod: 'Andere Zahlungsart wählen',
    cheaper: 'Günstigeres Paket wählen',
  },
  refused: {
    blockedNext: 'Bitte bezahle mit einer anderen Zahlungsart.',
    limitWhen: 'Du kannst {when} wieder per Lastschrift bezahlen.',
  },
  summary: {
    heading: 'Deine Bestellung',
    credits: '{count} {{Credit|Credits}}',
    price: 'Preis',
    total: 'Zu zahlen',
    discount: 'Rabattcode {code}: −{percent} %',
    oldPrice: 'Vor dem Rabatt: {price}',
    method: 'Zahlung per SEPA-Lastschrift',
    codeChecking: 'Der Rabattcode {code} wird geprüft …',
    codeRefused: 'Rabattcode {code}: {reason}',
    fullPrice: 'Es gilt der volle Preis.',
    codeUnchecked:
      'Der Rabattcode {code} konnte gerade nicht geprüft werden. Er wird erneut geprüft, wenn du das Formular absendest.',
  },
  form: {
    heading: 'Dein Bankkonto',
    intro: 'Alle Felder sind Pflichtfelder.',
    accountHolder: 'Kontoinhaber',
    accountHolderHint: 'Der Name auf dem Konto, wie deine Bank ihn kennt',
    iban: 'IBAN',
    ibanHint: 'Die Kontonummer auf deiner Bankkarte oder deinem Kontoauszug, z. B. {example}',
    ibanLast: 'Zuletzt hast du {masked} verwendet. Bitte gib die vollständige IBAN erneut ein.',
    ibanInvalid:
      'Das ist keine gültige IBAN eines SEPA-Landes. Prüfe sie auf deiner Bankkarte oder deinem Kontoauszug.',
    ibanValid: 'IBAN geprüft',
    street: 'Straße',
    houseNumber: 'Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    mobile: 'Handynummer',
    mobileHint: 'Im internationalen Format, beginnend mit + und der Ländervorwahl, z. B. {example}',
    mobileLast: 'Zuletzt hast du {masked} verwendet. Bitte gib die vollständige Nummer erneut ein.',
    mobileInvalid: 'Gib die Handynummer im internationalen Format ein, z. B. {example}',
    mandate:
      'Mit dem SMS-Code ermächtigst du eine einmalige SEPA-Lastschrift über {amount} von diesem Konto. Deine Bank erstattet eine Lastschrift, wenn du es innerhalb von 8 Wochen verlangst.',
    submit: 'SMS-Code senden',
    voided:
      'Der Code wurde zu oft falsch eingegeben. Die Zahlung wurde deshalb abgebrochen, es wurde nichts abgebucht. Prüfe deine Angaben und sende das Formular erneut, um einen neuen Code zu erhalten.',
  },
  sms: {
    heading: 'SMS-Code eingeben',
    sentTo: 'Wir haben einen 6-stelligen Code an {number} gesendet',
    code: 'SMS-Code',
    codeHint: 'Der Code ist {minutes} Minuten gültig.',
    codeFormat: 'Gib die 6 Ziffern des Codes ein',
    expired: 'Dieser Code ist abgelaufen. Fordere einen neuen Code an.',
    confirm: 'Zahlung bestätigen',
    resend: 'Neuen Code senden',
    resent: 'Wir haben einen neuen Code an {number} gesendet',
    resendWait: 'Du kannst {when} einen neuen Code anfordern.',
    resendRefused:
      'Für diese Zahlung können keine weiteren Codes gesendet werden. Gib den zuletzt erhaltenen Code ein oder ändere deine Angaben, um neu zu beginnen.',
    change: 'Meine Angaben ändern',
  },
  done: {
    heading: 'Zahlung abgeschlossen',
    credits: 'Deinem Konto gutgeschrieben: {count} {{Credit|Credits}}.',
    debit: '{amount} wird per SEPA-Lastschrift von deinem Konto eingezogen.',
    search: 'Mitglieder suchen',
    transactions: 'Deine Transaktionen ansehen',
  },
} satisfies Translation['directDebit'];
