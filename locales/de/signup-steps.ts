import type { Translation } from '../i18n-types';

export const signupSteps = {
  title: 'Erzähl uns von dir',
  next: 'Weiter',
  skip: 'Diesen Schritt überspringen',
  stepOf: 'Schritt {step} von {total}',
  aboutTitle: 'Über dich',
  aboutWhy:
    'Ein paar Angaben helfen anderen Mitgliedern, dich zu finden und ein Gespräch zu beginnen. Füll aus, was du möchtest.',
  aboutGender: 'Geschlecht',
  aboutSexuality: 'Sexuelle Orientierung',
  aboutRelationshipStatus: 'Beziehungsstatus',
  aboutBodyType: 'Figur',
  aboutHairColor: 'Haarfarbe',
  aboutEyeColor: 'Augenfarbe',
  aboutTattoos: 'Tattoos',
  aboutChoose: 'Auswählen…',
  aboutMe: 'Über mich',
  aboutMeHint: 'Einfacher Text: was dir gefällt und wonach du suchst.',
  aboutSave: 'Speichern und weiter',
  aboutGenders: { male: 'Mann', female: 'Frau' },
  aboutSexualities: { hetero: 'Hetero', gay: 'Schwul', lesbian: 'Lesbisch', bi: 'Bisexuell' },
  aboutRelationshipStatuses: {
    single: 'Single',
    divorced: 'Geschieden',
    widowed: 'Verwitwet',
    separated: 'Getrennt lebend',
    in_relationship: 'In einer Beziehung',
    married: 'Verheiratet',
  },
  aboutBodyTypes: {
    slim: 'Schlank',
    average: 'Durchschnittlich',
    athletic: 'Sportlich',
    curvy: 'Kurvig',
    large: 'Mollig',
  },
  aboutHairColors: {
    blond: 'Blond',
    brown: 'Braun',
    black: 'Schwarz',
    red: 'Rot',
    grey: 'Grau',
    bald: 'Glatze',
    other: 'Andere',
  },
  aboutEyeColors: {
    blue: 'Blau',
    green: 'Grün',
    brown: 'Braun',
    grey: 'Grau',
    hazel: 'Haselnussbraun',
    other: 'Andere',
  },
  aboutTattooOptions: { none: 'Keine', some: 'Einige', many: 'Viele' },
  pushTitle: 'Lass dich benachrichtigen',
  pushWhy:
    'Schalte Benachrichtigungen ein, damit du sofort erfährst, wenn dir jemand schreibt oder dich mag – auch wenn diese Website geschlossen ist. Du kannst sie jederzeit in deinen Einstellungen ausschalten.',
  pushTurnOn: 'Benachrichtigungen einschalten',
  pushAsking: 'Warte auf deinen Browser…',
  pushOn:
    'Benachrichtigungen sind eingeschaltet. Wir sagen dir Bescheid, wenn dir jemand schreibt oder dich mag.',
  pushBlocked:
    'Benachrichtigungen sind in deinem Browser blockiert. Wenn du sie erhalten möchtest, erlaube Benachrichtigungen für diese Website in deinen Browsereinstellungen. Du kannst auch ohne sie weitermachen.',
  pushDismissed:
    'Benachrichtigungen wurden nicht eingeschaltet. Du kannst sie später in deinen Einstellungen einschalten.',
  pushUnsupported:
    'Dieser Browser kann keine Benachrichtigungen von dieser Website anzeigen. Du kannst auch ohne sie weitermachen.',
  pushFailed:
    'Benachrichtigungen konnten gerade nicht eingeschaltet werden. Du kannst es später in deinen Einstellungen noch einmal versuchen.',
  pushContinue: 'Weiter',
  completeTitle: 'Bestätige deine E-Mail-Adresse',
  completeSent:
    'Wir haben einen Bestätigungslink an {email} geschickt. Öffne die E-Mail und klicke auf den Link darin.',
  completeSentNoAddress:
    'Wir haben einen Bestätigungslink an deine E-Mail-Adresse geschickt. Öffne die E-Mail und klicke auf den Link darin.',
  completeWhy:
    'Solange du deine Adresse nicht bestätigt hast, können andere Mitglieder nicht auf deine Nachrichten antworten.',
  completeNoMail:
    'Keine E-Mail bekommen? Schau in deinem Spam-Ordner nach oder lass sie dir noch einmal schicken.',
  completeConfirmed:
    'Deine E-Mail-Adresse {email} ist bestätigt. Andere Mitglieder können dir jetzt antworten.',
  completeContinue: 'Weiter',
  completeSignupTitle: 'Schließe deine Registrierung ab',
} satisfies Translation['signupSteps'];
