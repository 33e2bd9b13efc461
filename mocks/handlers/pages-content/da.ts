import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} drives af ${c.name}, ${c.address}, ${c.city}, ${c.country} (handelsregister ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Skriv til ${site.support_email} eller ring ${phone}; kundeservice svarer inden for to hverdage.`;

export const da: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Vilkår og betingelser',
      sections: [
        section(
          null,
          companyLine(f),
          `Disse vilkår gælder for hvert besøg på ${f.site.domain} og for hvert køb.`,
        ),
        section(
          'Medlemskab',
          `Du skal være mindst ${f.minimumAge} år for at tilmelde dig. Én konto pr. person; din e-mailadresse skal være din egen og bekræftet, før andre medlemmer kan svare dig.`,
          `Gratis medlemmer kan uploade ${f.photos.free} billeder og starte ${f.freeConversations} samtaler. Ethvert køb af credits gør dig til premiummedlem med op til ${f.photos.premium} billeder og adgang til alle medlemmers billeder.`,
        ),
        section(
          'Credits',
          `En besked koster ${f.site.message_credits} credit(s), en gave ${f.site.gift_credits} credits og et billede ${f.site.photo_credits} credits. Credits udløber ikke og kan ikke veksles til penge.`,
          `Du kan returnere ubrugte creditpakker gratis inden for ${f.site.refund_days} dage.`,
        ),
        section('Fiktive profiler', f.site.fictional_warning),
        section(
          'Afslut dit medlemskab',
          `Du kan slette din konto i indstillingerne. Den afventer sletning i ${f.reactivationDays} dage, hvor et link i bekræftelsesmailen kan gendanne den; derefter slettes den.`,
        ),
        section('Kontakt', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Privatlivspolitik',
      sections: [
        section(
          null,
          `${f.site.company.name} er ansvarlig for de personoplysninger, der behandles på ${f.site.domain}.`,
        ),
        section(
          'Hvad vi gemmer',
          'Din e-mailadresse, dit brugernavn, din fødselsdato, profiloplysninger, billeder, beskeder, likes og køb samt den kilde, du kom fra.',
          'Din e-mailadresse og fødselsdato vises aldrig for andre medlemmer; de ser din alder.',
        ),
        section(
          'Dine rettigheder',
          `Du kan til enhver tid se, rette eller slette dine oplysninger. Sletter du din konto, slettes de efter ${f.reactivationDays} dage.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Cookiepolitik',
      sections: [
        section(null, `${f.site.domain} bruger kun de cookies, der er nødvendige for at siden virker.`),
        section(
          'Vores cookies',
          `Sessionscookien holder dig logget ind i ${f.sessionDays} dage.`,
          'Sprogcookien husker det valgte sprog i 365 dage.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Adgangsforbud',
      sections: [
        section(
          null,
          `Besøgende under ${f.minimumAge} år har ikke adgang til ${f.site.domain}. Medlemmer, der chikanerer andre, sender spam eller bryder vilkårene, udelukkes uden varsel.`,
        ),
        section('Mener du, at du er udelukket ved en fejl?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Ofte stillede spørgsmål',
      sections: [
        section(
          'Hvor mange billeder kan jeg uploade?',
          `Gratis medlemmer ${f.photos.free}, premiummedlemmer ${f.photos.premium}.`,
        ),
        section(
          'Hvordan bliver jeg premiummedlem?',
          `Køb en hvilken som helst creditpakke. Nye medlemmer får ${f.welcomePercent} % rabat på første køb og i de første ${f.bonusHours} timer efter tilmelding en tidsbonus på ${f.bonusPercent} %.`,
        ),
        section(
          'Hvordan virker swipe-spillet?',
          `Du kan give ${f.swipeLikes} likes om dagen i swipe-spillet.`,
        ),
        section(
          'Hvad er fiktive profiler?',
          `${f.site.fictional_warning} De er markeret som ${f.site.fictional_plural}.`,
        ),
        section(
          'Kan jeg fortryde sletningen af min konto?',
          `Ja, inden for ${f.reactivationDays} dage, med linket i den e-mail, vi sendte.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Returnering og refusion',
      sections: [
        section(null, `Du kan returnere ubrugte creditpakker gratis inden for ${f.site.refund_days} dage.`),
        section(
          'Sådan beder du om refusion',
          `Skriv til ${f.site.support_email} eller ring ${f.phone} med dit ordrenummer.`,
          `Vi refunderer inden for ${f.site.refund_days} dage til den betalingsmetode, du brugte.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Kundeservice',
      sections: [
        section(null, contactLine(f)),
        section(
          'Virksomhedsoplysninger',
          companyLine(f),
          `Handelsnavne: ${f.site.company.tradenames.join(', ')}. Moms-nr.: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Kolofon', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Dating i sikkerhed',
      sections: [
        section(
          null,
          'Mød hinanden et offentligt sted første gang, og fortæl en ven, hvor du skal hen.',
          'Send aldrig penge til nogen, du ikke har mødt.',
          `Anmeld et medlem, der gør dig utryg, via klageformularen eller på ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Mød singler i nærheden',
    description: 'Chat og flirt med singler i nærheden.',
    fictional_warning: 'Nogle profiler på denne side er fiktive og drives af vores medarbejdere.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  landing: {
    titles: {
      alonetonight: 'Alene i aften?',
      collagelanding: 'Mød en ny',
      gallery: 'Se, hvem der venter på dig',
      iconslanding: 'Flirt, chat, match',
      maplanding: 'Hvem er tæt på?',
      socialnetwork: 'Din nye omgangskreds',
      transitionsvideolanding: 'Se og mød',
      video: 'Se dem live',
      tinderswipe: 'Swipe og match',
    },
    subtitles: {
      alonetonight: (a) => `${a} i nærheden er online lige nu.`,
      collagelanding: (a) => `${a} fra dit område, samlet ét sted.`,
      gallery: (a) => `Se ${a.toLowerCase()} i nærheden.`,
      iconslanding: (a) => `${a} søger en snak.`,
      maplanding: (a) => `${a} i din region.`,
      socialnetwork: (a) => `${a}, der vil lære dig at kende.`,
      transitionsvideolanding: (a) => `${a} er online nu.`,
      video: (a) => `${a} i nærheden venter.`,
      tinderswipe: (a) => `Like ${a.toLowerCase()} i nærheden med ét swipe.`,
    },
    audiences: {
      1: 'Singler',
      2: 'Kvinder',
      3: 'Eventyrlystne singler',
      4: 'Kurvede singler',
      5: 'Modne kvinder',
      6: 'MILFs',
      7: 'Homoseksuelle mænd',
    },
    campaigns: { summer: 'Sommerflirt', weekend: 'Planer for weekenden?', nearby: 'Tættere på, end du tror' },
  },
};
