import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Dein Konto löschen',
  explanation:
    'Wenn du dein Konto löschst, wird dein Profil sofort ausgeblendet und du wirst ausgeloggt. {days} {{Tag|Tage}} lang kannst du es über den Link reaktivieren, den wir dir per E-Mail schicken; danach sind dein Profil, deine Nachrichten und deine Credits endgültig weg.',
  start: 'Mein Konto löschen',
  keep: 'Mein Konto behalten',
  offersFailed: 'Die Löschung konnte nicht gestartet werden.',
  retry: 'Noch einmal versuchen',
  reasonStep: {
    heading: 'Warum möchtest du gehen?',
    reason: 'Grund',
    reasonRequired: 'Bitte wähle einen Grund',
    comment: 'Möchtest du uns sonst noch etwas sagen? (optional)',
    next: 'Weiter',
  },
  reasons: {
    price: 'Es ist mir zu teuer',
    found_someone: 'Ich habe jemanden gefunden',
    not_looking: 'Ich suche nicht mehr',
    site_problems: 'Die Website funktioniert bei mir nicht gut',
    no_members: 'Zu wenige Mitglieder in meiner Nähe',
    time: 'Ich habe keine Zeit dafür',
    other: 'Ein anderer Grund',
  },
  offers: {
    heading: 'Bevor du gehst',
    intro: 'Vielleicht ist eine dieser Möglichkeiten besser für dich, als zu gehen.',
    changeEmailTitle: 'Eine andere E-Mail-Adresse verwenden',
    changeEmailText: 'Kommen unsere E-Mails an der falschen Adresse an? Ändere sie und behalte dein Konto.',
    changeEmailAction: 'Meine E-Mail-Adresse ändern',
    privacyTitle: 'Bleiben, aber unsichtbar',
    privacyText:
      'Im Unsichtbar-Modus wirst du in der Suche nicht angezeigt, und andere Mitglieder können dir nicht von sich aus schreiben oder dich liken.',
    privacyAction: 'Unsichtbar-Modus einschalten',
    privacyOn:
      'Der Unsichtbar-Modus ist an: Du wirst in der Suche nicht angezeigt, und dein Konto bleibt bestehen.',
    trialTitle: 'Zum kleinen Preis testen',
    trialText: '{credits} {{Credit|Credits}} für {price}.',
    trialAction: 'Testpaket kaufen',
    discountTitle: '{percentage} % Rabatt auf deinen nächsten Kauf',
    discountText: 'Verwende den Code {code}; er gilt bis {date}.',
    discountAction: 'Credits kaufen',
    continue: 'Mit dem Löschen meines Kontos fortfahren',
  },
  confirmStep: {
    heading: 'Löschung bestätigen',
    text: 'Gib dein Passwort ein, um dein Konto zu löschen.',
    submit: 'Mein Konto jetzt löschen',
  },
  deleted: {
    title: 'Dein Konto wurde gelöscht',
    reactivateWithin:
      'Du kannst es innerhalb von {days} {{Tag|Tagen}} über den Link reaktivieren, den wir dir per E-Mail geschickt haben.',
    reactivateUntil:
      'Du kannst es bis {date} über den Link reaktivieren, den wir dir per E-Mail geschickt haben.',
  },
  reactivation: {
    title: 'Reaktiviere dein Konto',
    text: 'Dein Profil, deine Nachrichten und deine Credits sind noch da. Klicke auf den Button, um dein Konto zurückzuholen.',
    action: 'Mein Konto reaktivieren',
    welcomeBack: 'Willkommen zurück, {name}! Dein Konto ist wieder aktiv.',
    toMembers: 'Mitglieder suchen',
    linkInvalid:
      'Dieser Reaktivierungslink ist ungültig. Vielleicht wurde er schon benutzt: Versuche, dich einzuloggen, oder verwende den neuesten Link, den wir dir per E-Mail geschickt haben.',
    login: 'Einloggen',
  },
} satisfies Translation['accountDeletion'];
