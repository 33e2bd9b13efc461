import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Premium-Mitglieder haben eine um {percent} % höhere Chance auf ein Match',
    intro:
      'Mit jedem Credit-Paket wirst du sofort Premium-Mitglied. Die Credits setzt du für Nachrichten, Fotos und Geschenke ein.',
    chooseHeading: 'Wähle dein Paket',
    topUpHeading: 'Lade deine Credits auf',
    tiersLabel: 'Premium-Pakete',
    loading: 'Die Premium-Pakete werden geladen …',
    loadFailed: 'Die Premium-Pakete konnten nicht geladen werden.',
    retry: 'Noch einmal versuchen',
  },
  status: {
    heading: 'Du bist Premium-Mitglied',
    text: 'Du siehst alle Fotos, kannst bis zu {photos} Fotos in deinem Profil zeigen und mit so vielen Mitgliedern chatten, wie du möchtest.',
    credits: 'Du hast {count} {{Credit|Credits}}.',
    topUp: 'Jedes Paket unten lädt deine Credits auf.',
  },
  tier: {
    popular: 'Am beliebtesten',
    credits: '{count} {{Credit|Credits}}',
    perCredit: '{price} pro Credit',
    choose: 'Auswählen',
    chooseWhat: '– {credits} {{Credit|Credits}} für {price}',
    features: 'Enthalten',
  },
  features: {
    all_photos: 'Alle Fotos aller Mitglieder sehen',
    photos_25: 'Bis zu {count} Fotos in deinem Profil',
    unlimited_conversations: 'Mit so vielen Mitgliedern chatten, wie du möchtest',
    premium_features: 'Premium-Funktionen, auch ohne Credits',
    match_chance: 'Um {percent} % höhere Chance auf ein Match',
  },
  pricing: {
    intro:
      'Bei {site} bezahlst du mit Credits und nur für das, was du nutzt: Nachrichten, Fotos und Geschenke.',
    costsHeading: 'Was es kostet',
    message: 'Eine Nachricht',
    photo: 'Ein Foto im Chat',
    gift: 'Ein Geschenk',
    costCredits: '{count} {{Credit|Credits}}',
    minimumMessage: 'Eine Nachricht kostet mindestens {price}.',
    bundlesHeading: 'Credit-Pakete',
    saving: '{percent} % sparen',
    bestValue: 'Bester Preis',
    refund: '{days} {{Tag|Tage}} kostenlose Rückgabe',
    loading: 'Die Preise werden geladen …',
    loadFailed: 'Die Preise konnten nicht geladen werden.',
    retry: 'Noch einmal versuchen',
    signUp: 'Registrieren',
    signUpText: 'Registriere dich kostenlos und fang an zu chatten.',
    buyCredits: 'Credits kaufen',
    seePremium: 'Was dir die Premium-Mitgliedschaft bietet',
  },
  withdrawal: {
    heading: 'Dein Widerrufsrecht',
    right:
      'Als Verbraucher kannst du einen Credit-Kauf innerhalb von {days} Tagen nach dem Kauf ohne Angabe von Gründen widerrufen.',
    lost: 'Du verlierst dieses Recht, sobald du die Credits zu nutzen beginnst, wenn du die sofortige Bereitstellung verlangt und bestätigt hast, dass du das Recht damit verlierst.',
    how: 'Um zu widerrufen, teile unserem Kundenservice eindeutig mit, dass du den Kauf widerrufst, zum Beispiel per E-Mail.',
    email: 'E-Mail des Kundenservice:',
    refund:
      'Wir erstatten dir deine Zahlung dann innerhalb von {days} Tagen mit dem Zahlungsmittel, das du verwendet hast, ohne Kosten für dich.',
    policy: 'Rückgabe und Erstattung im Detail',
  },
} satisfies Translation['premium'];
