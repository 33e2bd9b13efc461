import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `Palvelua ${site.name} ylläpitää ${c.name}, ${c.address}, ${c.city}, ${c.country} (kaupparekisteri ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Kirjoita osoitteeseen ${site.support_email} tai soita numeroon ${phone}; asiakaspalvelu vastaa kahden arkipäivän kuluessa.`;

// Finnish inflects nouns by case, so the niche's audience stands in the nominative, before a
// colon or as the subject, rather than inside a phrase that would need another case.
export const fi: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Käyttöehdot',
      sections: [
        section(
          null,
          companyLine(f),
          `Nämä ehdot koskevat jokaista käyntiä palvelussa ${f.site.domain} ja jokaista ostosta.`,
        ),
        section(
          'Jäsenyys',
          `Rekisteröityäksesi sinun on oltava vähintään ${f.minimumAge}-vuotias. Yksi tili henkilöä kohden; sähköpostiosoitteen on oltava oma ja vahvistettu, ennen kuin muut jäsenet voivat vastata sinulle.`,
          `Ilmaisjäsen voi ladata ${f.photos.free} kuvaa ja aloittaa ${f.freeConversations} keskustelua. Mikä tahansa krediittien osto tekee sinusta premium-jäsenen: enintään ${f.photos.premium} kuvaa ja näkyvyys kaikkiin jäsenten kuviin.`,
        ),
        section(
          'Krediitit',
          `Viesti maksaa ${f.site.message_credits} krediittiä, lahja ${f.site.gift_credits} krediittiä ja kuva ${f.site.photo_credits} krediittiä. Krediitit eivät vanhene, eikä niitä voi vaihtaa rahaksi.`,
          `Käyttämättömät krediittipaketit voit palauttaa maksutta ${f.site.refund_days} päivän kuluessa.`,
        ),
        section('Kuvitteelliset profiilit', f.site.fictional_warning),
        section(
          'Jäsenyyden päättäminen',
          `Voit poistaa tilisi asetuksista. Se odottaa poistoa ${f.reactivationDays} päivää, ja sinä aikana vahvistusviestin linkki palauttaa sen; sen jälkeen se poistetaan.`,
        ),
        section('Yhteystiedot', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Tietosuojaseloste',
      sections: [
        section(
          null,
          `${f.site.company.name} vastaa palvelussa ${f.site.domain} käsiteltävistä henkilötiedoista.`,
        ),
        section(
          'Mitä tallennamme',
          'Sähköpostiosoitteesi, käyttäjänimesi, syntymäaikasi, profiilitietosi, kuvasi, viestisi, tykkäyksesi ja ostoksesi sekä lähteen, josta tulit.',
          'Sähköpostiosoitettasi ja syntymäaikaasi ei koskaan näytetä muille jäsenille; he näkevät ikäsi.',
        ),
        section(
          'Oikeutesi',
          `Voit milloin tahansa katsoa, korjata tai poistaa tietosi. Kun poistat tilisi, tiedot poistetaan ${f.reactivationDays} päivän kuluttua.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Evästeseloste',
      sections: [
        section(null, `${f.site.domain} käyttää vain toimintansa vaatimia evästeitä.`),
        section(
          'Evästeemme',
          `Istuntoeväste pitää sinut kirjautuneena ${f.sessionDays} päivää.`,
          'Kielieväste muistaa valitsemasi kielen 365 päivää.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Pääsykielto',
      sections: [
        section(
          null,
          `Alle ${f.minimumAge}-vuotiaat eivät saa käyttää palvelua ${f.site.domain}. Jäsenet, jotka häiritsevät muita, lähettävät roskapostia tai rikkovat ehtoja, suljetaan pois ilman varoitusta.`,
        ),
        section('Suljettiinko sinut pois erehdyksessä?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Usein kysyttyä',
      sections: [
        section(
          'Montako kuvaa voin ladata?',
          `Ilmaisjäsenet ${f.photos.free}, premium-jäsenet ${f.photos.premium}.`,
        ),
        section(
          'Miten minusta tulee premium-jäsen?',
          `Osta mikä tahansa krediittipaketti. Uudet jäsenet saavat ${f.welcomePercent} %:n alennuksen ensimmäisestä ostoksesta ja ensimmäisten ${f.bonusHours} tunnin aikana rekisteröitymisestä ${f.bonusPercent} %:n aikabonuksen.`,
        ),
        section(
          'Miten pyyhkäisypeli toimii?',
          `Pyyhkäisypelissä voit antaa ${f.swipeLikes} tykkäystä päivässä.`,
        ),
        section(
          'Mitä ovat kuvitteelliset profiilit?',
          `${f.site.fictional_warning} Ne on merkitty: ${f.site.fictional_plural}.`,
        ),
        section(
          'Voinko perua tilini poiston?',
          `Kyllä, ${f.reactivationDays} päivän kuluessa lähettämämme sähköpostin linkillä.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Palautukset ja hyvitykset',
      sections: [
        section(
          null,
          `Käyttämättömät krediittipaketit voit palauttaa maksutta ${f.site.refund_days} päivän kuluessa.`,
        ),
        section(
          'Näin pyydät hyvitystä',
          `Kirjoita osoitteeseen ${f.site.support_email} tai soita numeroon ${f.phone} ja kerro tilausnumerosi.`,
          `Hyvitämme ${f.site.refund_days} päivän kuluessa käyttämällesi maksutavalle.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Asiakaspalvelu',
      sections: [
        section(null, contactLine(f)),
        section(
          'Yrityksen tiedot',
          companyLine(f),
          `Toiminimet: ${f.site.company.tradenames.join(', ')}. ALV-numero: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({
      title: 'Julkaisijan tiedot',
      sections: [section(null, companyLine(f), contactLine(f))],
    }),
    'safety-tips': (f) => ({
      title: 'Turvallisesti treffeille',
      sections: [
        section(
          null,
          'Tapaa ensimmäisellä kerralla julkisella paikalla ja kerro ystävälle, minne olet menossa.',
          'Älä koskaan lähetä rahaa kenellekään, jota et ole tavannut.',
          `Ilmoita jäsenestä, jonka seurassa et tunne oloasi turvalliseksi, valituslomakkeella tai osoitteeseen ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Tapaa sinkkuja läheltäsi',
    description: 'Chattaile ja flirttaile lähelläsi asuvien sinkkujen kanssa.',
    fictional_warning:
      'Osa tämän sivuston profiileista on kuvitteellisia, ja niitä ylläpitää henkilökuntamme.',
    fictional_singular: 'kuvitteellinen profiili',
    fictional_plural: 'kuvitteelliset profiilit',
  },
  landing: {
    titles: {
      alonetonight: 'Yksin tänä iltana?',
      collagelanding: 'Tapaa joku uusi',
      gallery: 'Katso, kuka odottaa sinua',
      iconslanding: 'Flirttaile, chattaile, löydä pari',
      maplanding: 'Kuka on lähellä?',
      socialnetwork: 'Uusi tuttavapiirisi',
      transitionsvideolanding: 'Katso ja tapaa',
      video: 'Näe heidät livenä',
      tinderswipe: 'Pyyhkäise ja löydä pari',
    },
    subtitles: {
      alonetonight: (a) => `${a} lähelläsi ovat verkossa juuri nyt.`,
      collagelanding: (a) => `${a} alueeltasi, kaikki yhdessä paikassa.`,
      gallery: (a) => `Selaa lähelläsi: ${a.toLowerCase()}.`,
      iconslanding: (a) => `${a} etsivät juttuseuraa.`,
      maplanding: (a) => `${a} alueellasi.`,
      socialnetwork: (a) => `${a}, jotka haluavat tutustua sinuun.`,
      transitionsvideolanding: (a) => `${a} ovat nyt verkossa.`,
      video: (a) => `${a} lähelläsi odottavat.`,
      tinderswipe: (a) => `Tykkää yhdellä pyyhkäisyllä – lähelläsi: ${a.toLowerCase()}.`,
    },
    audiences: {
      1: 'Sinkut',
      2: 'Naiset',
      3: 'Seikkailunhaluiset sinkut',
      4: 'Muodokkaat sinkut',
      5: 'Kypsät naiset',
      6: 'MILFit',
      7: 'Homomiehet',
    },
    campaigns: {
      summer: 'Kesäflirtit',
      weekend: 'Suunnitelmia viikonlopuksi?',
      nearby: 'Lähempänä kuin luulet',
    },
  },
};
