import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} wordt geëxploiteerd door ${c.name}, ${c.address}, ${c.city}, ${c.country} (KvK ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Mail naar ${site.support_email} of bel ${phone}; de klantenservice antwoordt binnen twee werkdagen.`;

export const nl: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Algemene voorwaarden',
      sections: [
        section(
          null,
          companyLine(f),
          `Deze voorwaarden gelden voor elk bezoek aan ${f.site.domain} en voor elke aankoop.`,
        ),
        section(
          'Lidmaatschap',
          `Je moet ${f.minimumAge} jaar of ouder zijn om je aan te melden. Eén account per persoon; je e-mailadres moet van jezelf zijn en bevestigd voordat andere leden je kunnen antwoorden.`,
          `Gratis leden kunnen ${f.photos.free} foto’s plaatsen en ${f.freeConversations} gesprekken beginnen. Elke aankoop van credits maakt je premiumlid, met tot ${f.photos.premium} foto’s en zicht op alle foto’s van leden.`,
        ),
        section(
          'Credits',
          `Een bericht kost ${f.site.message_credits} credit(s), een cadeau ${f.site.gift_credits} credits en een foto ${f.site.photo_credits} credits. Credits verlopen niet en zijn niet inwisselbaar voor geld.`,
          `Ongebruikte creditpakketten kun je binnen ${f.site.refund_days} dagen gratis retourneren.`,
        ),
        section('Fictieve profielen', f.site.fictional_warning),
        section(
          'Je lidmaatschap beëindigen',
          `Je kunt je account verwijderen in de instellingen. Het blijft ${f.reactivationDays} dagen in afwachting van verwijdering; in die tijd herstelt een link in de bevestigingsmail het, daarna wordt het gewist.`,
        ),
        section('Contact', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Privacyverklaring',
      sections: [
        section(
          null,
          `${f.site.company.name} is verantwoordelijk voor de persoonsgegevens die op ${f.site.domain} worden verwerkt.`,
        ),
        section(
          'Wat we opslaan',
          'Je e-mailadres, gebruikersnaam, geboortedatum, profielgegevens, foto’s, berichten, likes en aankopen, en de bron waarlangs je binnenkwam.',
          'Je e-mailadres en geboortedatum worden nooit aan andere leden getoond; zij zien je leeftijd.',
        ),
        section(
          'Jouw rechten',
          `Je kunt je gegevens altijd inzien, corrigeren of verwijderen. Als je je account verwijdert, worden ze na ${f.reactivationDays} dagen gewist.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Cookieverklaring',
      sections: [
        section(null, `${f.site.domain} gebruikt alleen de cookies die nodig zijn om te werken.`),
        section(
          'Onze cookies',
          `De sessiecookie houdt je ${f.sessionDays} dagen ingelogd.`,
          'De taalcookie onthoudt 365 dagen lang de taal die je hebt gekozen.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Toegangsverbod',
      sections: [
        section(
          null,
          `Bezoekers jonger dan ${f.minimumAge} zijn niet toegestaan op ${f.site.domain}. Leden die anderen lastigvallen, spam sturen of de voorwaarden overtreden, worden zonder waarschuwing geweerd.`,
        ),
        section('Ten onrechte geweerd?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Veelgestelde vragen',
      sections: [
        section(
          'Hoeveel foto’s kan ik plaatsen?',
          `Gratis leden ${f.photos.free}, premiumleden ${f.photos.premium}.`,
        ),
        section(
          'Hoe word ik premiumlid?',
          `Koop een willekeurig creditpakket. Nieuwe leden krijgen ${f.welcomePercent}% korting op hun eerste aankoop en in de eerste ${f.bonusHours} uur na aanmelding een tijdbonus van ${f.bonusPercent}%.`,
        ),
        section('Hoe werkt het swipespel?', `Je kunt ${f.swipeLikes} likes per dag geven in het swipespel.`),
        section(
          'Wat zijn fictieve profielen?',
          `${f.site.fictional_warning} Ze zijn gemarkeerd als ${f.site.fictional_plural}.`,
        ),
        section(
          'Kan ik het verwijderen van mijn account ongedaan maken?',
          `Ja, binnen ${f.reactivationDays} dagen, met de link in de e-mail die we je stuurden.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Retourneren en terugbetalen',
      sections: [
        section(
          null,
          `Ongebruikte creditpakketten kun je binnen ${f.site.refund_days} dagen gratis retourneren.`,
        ),
        section(
          'Zo vraag je een terugbetaling aan',
          `Mail naar ${f.site.support_email} of bel ${f.phone} met je bestelnummer.`,
          `We betalen binnen ${f.site.refund_days} dagen terug via de betaalmethode die je gebruikte.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Klantenservice',
      sections: [
        section(null, contactLine(f)),
        section(
          'Bedrijfsgegevens',
          companyLine(f),
          `Handelsnamen: ${f.site.company.tradenames.join(', ')}. Btw: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Colofon', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Veilig daten',
      sections: [
        section(
          null,
          'Spreek de eerste keer af op een openbare plek en vertel een vriend waar je heen gaat.',
          'Stuur nooit geld naar iemand die je niet hebt ontmoet.',
          `Meld een lid bij wie je je onveilig voelt via het klachtenformulier of bij ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Ontmoet singles bij jou in de buurt',
    description: 'Chat en flirt met singles bij jou in de buurt.',
    fictional_warning: 'Sommige profielen op deze site zijn fictief en worden beheerd door onze medewerkers.',
    fictional_singular: 'fictief profiel',
    fictional_plural: 'fictieve profielen',
  },
  landing: {
    titles: {
      alonetonight: 'Vanavond alleen?',
      collagelanding: 'Ontmoet iemand nieuws',
      gallery: 'Zie wie er op je wacht',
      iconslanding: 'Flirten, chatten, matchen',
      maplanding: 'Wie is er dichtbij?',
      socialnetwork: 'Je nieuwe vriendenkring',
      transitionsvideolanding: 'Kijk en ontmoet',
      video: 'Zie ze live',
      tinderswipe: 'Swipe en match',
    },
    subtitles: {
      alonetonight: (a) => `${a} bij jou in de buurt zijn nu online.`,
      collagelanding: (a) => `${a} uit jouw omgeving, allemaal op één plek.`,
      gallery: (a) => `Bekijk ${a.toLowerCase()} bij jou in de buurt.`,
      iconslanding: (a) => `${a} zoeken een chat.`,
      maplanding: (a) => `${a} in jouw regio.`,
      socialnetwork: (a) => `${a} die je willen leren kennen.`,
      transitionsvideolanding: (a) => `${a} zijn nu online.`,
      video: (a) => `${a} bij jou in de buurt wachten op je.`,
      tinderswipe: (a) => `Like ${a.toLowerCase()} bij jou in de buurt met één swipe.`,
    },
    audiences: {
      1: 'Singles',
      2: 'Vrouwen',
      3: 'Avontuurlijke singles',
      4: 'Singles met rondingen',
      5: 'Rijpere vrouwen',
      6: 'MILF’s',
      7: 'Homomannen',
    },
    campaigns: {
      summer: 'Zomerflirts',
      weekend: 'Plannen voor het weekend?',
      nearby: 'Dichterbij dan je denkt',
    },
  },
};
