import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} wird betrieben von ${c.name}, ${c.address}, ${c.city}, ${c.country} (Handelsregister ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Schreiben Sie an ${site.support_email} oder rufen Sie ${phone} an; der Kundendienst antwortet innerhalb von zwei Werktagen.`;

export const de: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Allgemeine Geschäftsbedingungen',
      sections: [
        section(
          null,
          companyLine(f),
          `Diese Bedingungen gelten für jeden Besuch von ${f.site.domain} und für jeden Kauf.`,
        ),
        section(
          'Mitgliedschaft',
          `Sie müssen mindestens ${f.minimumAge} Jahre alt sein, um sich anzumelden. Ein Konto pro Person; Ihre E-Mail-Adresse muss Ihre eigene sein und bestätigt werden, bevor andere Mitglieder Ihnen antworten können.`,
          `Kostenlose Mitglieder können ${f.photos.free} Fotos hochladen und ${f.freeConversations} Gespräche beginnen. Mit jedem Kauf von Credits werden Sie Premium-Mitglied mit bis zu ${f.photos.premium} Fotos und Sicht auf alle Mitgliederfotos.`,
        ),
        section(
          'Credits',
          `Eine Nachricht kostet ${f.site.message_credits} Credit(s), ein Geschenk ${f.site.gift_credits} Credits und ein Foto ${f.site.photo_credits} Credits. Credits verfallen nicht und werden nicht in Geld umgetauscht.`,
          `Nicht genutzte Credit-Pakete können Sie innerhalb von ${f.site.refund_days} Tagen kostenlos zurückgeben.`,
        ),
        section('Fiktive Profile', f.site.fictional_warning),
        section(
          'Ende der Mitgliedschaft',
          `Sie können Ihr Konto in den Einstellungen löschen. Es bleibt ${f.reactivationDays} Tage zur Löschung vorgemerkt; in dieser Zeit stellt ein Link in der Bestätigungs-E-Mail es wieder her, danach wird es gelöscht.`,
        ),
        section('Kontakt', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Datenschutzerklärung',
      sections: [
        section(
          null,
          `${f.site.company.name} ist verantwortlich für die auf ${f.site.domain} verarbeiteten personenbezogenen Daten.`,
        ),
        section(
          'Was wir speichern',
          'Ihre E-Mail-Adresse, Ihren Benutzernamen, Ihr Geburtsdatum, Profilangaben, Fotos, Nachrichten, Likes und Käufe sowie die Quelle, über die Sie zu uns gekommen sind.',
          'E-Mail-Adresse und Geburtsdatum werden anderen Mitgliedern nie gezeigt; sie sehen Ihr Alter.',
        ),
        section(
          'Ihre Rechte',
          `Sie können Ihre Daten jederzeit einsehen, berichtigen oder löschen. Wenn Sie Ihr Konto löschen, werden sie nach ${f.reactivationDays} Tagen gelöscht.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Cookie-Erklärung',
      sections: [
        section(null, `${f.site.domain} verwendet nur die Cookies, die für den Betrieb nötig sind.`),
        section(
          'Unsere Cookies',
          `Das Sitzungs-Cookie hält Sie ${f.sessionDays} Tage lang angemeldet.`,
          'Das Sprach-Cookie merkt sich 365 Tage lang die gewählte Sprache.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Zugangssperre',
      sections: [
        section(
          null,
          `Besucher unter ${f.minimumAge} Jahren sind auf ${f.site.domain} nicht zugelassen. Mitglieder, die andere belästigen, Spam senden oder gegen die Bedingungen verstoßen, werden ohne Vorwarnung gesperrt.`,
        ),
        section('Zu Unrecht gesperrt?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Häufige Fragen',
      sections: [
        section(
          'Wie viele Fotos kann ich hochladen?',
          `Kostenlose Mitglieder ${f.photos.free}, Premium-Mitglieder ${f.photos.premium}.`,
        ),
        section(
          'Wie werde ich Premium-Mitglied?',
          `Kaufen Sie ein beliebiges Credit-Paket. Neue Mitglieder erhalten ${f.welcomePercent} % Rabatt auf den ersten Kauf und in den ersten ${f.bonusHours} Stunden nach der Anmeldung einen Zeitbonus von ${f.bonusPercent} %.`,
        ),
        section(
          'Wie funktioniert das Swipe-Spiel?',
          `Im Swipe-Spiel können Sie ${f.swipeLikes} Likes pro Tag vergeben.`,
        ),
        section(
          'Was sind fiktive Profile?',
          `${f.site.fictional_warning} Sie sind als ${f.site.fictional_plural} gekennzeichnet.`,
        ),
        section(
          'Kann ich die Löschung meines Kontos rückgängig machen?',
          `Ja, innerhalb von ${f.reactivationDays} Tagen, mit dem Link in der E-Mail, die wir Ihnen geschickt haben.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Rückgabe und Erstattung',
      sections: [
        section(
          null,
          `Nicht genutzte Credit-Pakete können Sie innerhalb von ${f.site.refund_days} Tagen kostenlos zurückgeben.`,
        ),
        section(
          'So beantragen Sie eine Erstattung',
          `Schreiben Sie an ${f.site.support_email} oder rufen Sie ${f.phone} an und nennen Sie Ihre Bestellnummer.`,
          `Wir erstatten innerhalb von ${f.site.refund_days} Tagen auf die Zahlungsart, die Sie verwendet haben.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Kundendienst',
      sections: [
        section(null, contactLine(f)),
        section(
          'Angaben zum Unternehmen',
          companyLine(f),
          `Handelsnamen: ${f.site.company.tradenames.join(', ')}. USt-IdNr.: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Impressum', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Sicher daten',
      sections: [
        section(
          null,
          'Treffen Sie sich beim ersten Mal an einem öffentlichen Ort und sagen Sie einer Freundin oder einem Freund, wohin Sie gehen.',
          'Schicken Sie niemals Geld an jemanden, den Sie nicht getroffen haben.',
          `Melden Sie ein Mitglied, bei dem Sie sich unsicher fühlen, über das Beschwerdeformular oder an ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Singles in deiner Nähe kennenlernen',
    description: 'Chatte und flirte mit Singles in deiner Nähe.',
    fictional_warning:
      'Einige Profile auf dieser Website sind fiktiv und werden von unseren Mitarbeitern betrieben.',
    fictional_singular: 'fiktives Profil',
    fictional_plural: 'fiktive Profile',
  },
  landing: {
    titles: {
      alonetonight: 'Heute Abend allein?',
      collagelanding: 'Lerne jemand Neues kennen',
      gallery: 'Sieh, wer auf dich wartet',
      iconslanding: 'Flirten, chatten, matchen',
      maplanding: 'Wer ist in der Nähe?',
      socialnetwork: 'Dein neuer Freundeskreis',
      transitionsvideolanding: 'Zuschauen und kennenlernen',
      video: 'Live erleben',
      tinderswipe: 'Swipen und matchen',
    },
    subtitles: {
      alonetonight: (a) => `${a} in deiner Nähe sind gerade online.`,
      collagelanding: (a) => `${a} aus deiner Gegend, alle an einem Ort.`,
      gallery: (a) => `Stöbere durch ${a} in deiner Nähe.`,
      iconslanding: (a) => `${a} suchen einen Chat.`,
      maplanding: (a) => `${a} in deiner Region.`,
      socialnetwork: (a) => `${a}, die dich kennenlernen möchten.`,
      transitionsvideolanding: (a) => `${a} sind jetzt online.`,
      video: (a) => `${a} in deiner Nähe warten.`,
      tinderswipe: (a) => `Like ${a} in deiner Nähe mit einem Swipe.`,
    },
    audiences: {
      1: 'Singles',
      2: 'Frauen',
      3: 'Experimentierfreudige Singles',
      4: 'Kurvige Singles',
      5: 'Reife Frauen',
      6: 'MILFs',
      7: 'Schwule Männer',
    },
    campaigns: { summer: 'Sommerflirts', weekend: 'Pläne fürs Wochenende?', nearby: 'Näher, als du denkst' },
  },
};
