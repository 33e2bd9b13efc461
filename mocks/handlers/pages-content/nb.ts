import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} drives av ${c.name}, ${c.address}, ${c.city}, ${c.country} (handelsregister ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Skriv til ${site.support_email} eller ring ${phone}; kundeservice svarer innen to virkedager.`;

export const nb: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Vilkår og betingelser',
      sections: [
        section(
          null,
          companyLine(f),
          `Disse vilkårene gjelder for hvert besøk på ${f.site.domain} og for hvert kjøp.`,
        ),
        section(
          'Medlemskap',
          `Du må være minst ${f.minimumAge} år for å registrere deg. Én konto per person; e-postadressen må være din egen og bekreftet før andre medlemmer kan svare deg.`,
          `Gratismedlemmer kan laste opp ${f.photos.free} bilder og starte ${f.freeConversations} samtaler. Ethvert kjøp av kreditter gjør deg til premiummedlem med opptil ${f.photos.premium} bilder og tilgang til alle medlemmenes bilder.`,
        ),
        section(
          'Kreditter',
          `En melding koster ${f.site.message_credits} kreditt(er), en gave ${f.site.gift_credits} kreditter og et bilde ${f.site.photo_credits} kreditter. Kreditter utløper ikke og kan ikke veksles inn i penger.`,
          `Du kan returnere ubrukte kredittpakker gratis innen ${f.site.refund_days} dager.`,
        ),
        section('Fiktive profiler', f.site.fictional_warning),
        section(
          'Avslutte medlemskapet',
          `Du kan slette kontoen din i innstillingene. Den venter på sletting i ${f.reactivationDays} dager, og i den tiden kan en lenke i bekreftelsesmeldingen gjenopprette den; deretter slettes den.`,
        ),
        section('Kontakt', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Personvernerklæring',
      sections: [
        section(
          null,
          `${f.site.company.name} er ansvarlig for personopplysningene som behandles på ${f.site.domain}.`,
        ),
        section(
          'Hva vi lagrer',
          'E-postadressen din, brukernavn, fødselsdato, profilopplysninger, bilder, meldinger, likerklikk og kjøp, og kilden du kom fra.',
          'E-postadressen og fødselsdatoen din vises aldri for andre medlemmer; de ser alderen din.',
        ),
        section(
          'Dine rettigheter',
          `Du kan når som helst se, rette eller slette opplysningene dine. Sletter du kontoen, slettes de etter ${f.reactivationDays} dager.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Informasjonskapsler',
      sections: [
        section(
          null,
          `${f.site.domain} bruker bare informasjonskapslene som trengs for at siden skal virke.`,
        ),
        section(
          'Våre informasjonskapsler',
          `Øktkapselen holder deg innlogget i ${f.sessionDays} dager.`,
          'Språkkapselen husker språket du valgte, i 365 dager.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Utestengelse',
      sections: [
        section(
          null,
          `Besøkende under ${f.minimumAge} år har ikke adgang til ${f.site.domain}. Medlemmer som trakasserer andre, sender søppelpost eller bryter vilkårene, blir utestengt uten varsel.`,
        ),
        section('Tror du at du er utestengt ved en feil?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Vanlige spørsmål',
      sections: [
        section(
          'Hvor mange bilder kan jeg laste opp?',
          `Gratismedlemmer ${f.photos.free}, premiummedlemmer ${f.photos.premium}.`,
        ),
        section(
          'Hvordan blir jeg premiummedlem?',
          `Kjøp en hvilken som helst kredittpakke. Nye medlemmer får ${f.welcomePercent} % rabatt på første kjøp og i de første ${f.bonusHours} timene etter registrering en tidsbonus på ${f.bonusPercent} %.`,
        ),
        section(
          'Hvordan virker sveipespillet?',
          `Du kan gi ${f.swipeLikes} likerklikk om dagen i sveipespillet.`,
        ),
        section(
          'Hva er fiktive profiler?',
          `${f.site.fictional_warning} De er merket som ${f.site.fictional_plural}.`,
        ),
        section(
          'Kan jeg angre slettingen av kontoen min?',
          `Ja, innen ${f.reactivationDays} dager, med lenken i e-posten vi sendte.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Retur og refusjon',
      sections: [
        section(null, `Du kan returnere ubrukte kredittpakker gratis innen ${f.site.refund_days} dager.`),
        section(
          'Slik ber du om refusjon',
          `Skriv til ${f.site.support_email} eller ring ${f.phone} med ordrenummeret ditt.`,
          `Vi refunderer innen ${f.site.refund_days} dager til betalingsmåten du brukte.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Kundeservice',
      sections: [
        section(null, contactLine(f)),
        section(
          'Selskapsopplysninger',
          companyLine(f),
          `Handelsnavn: ${f.site.company.tradenames.join(', ')}. MVA-nr.: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Utgiver', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Trygg dating',
      sections: [
        section(
          null,
          'Møt hverandre på et offentlig sted første gang, og si fra til en venn hvor du skal.',
          'Send aldri penger til noen du ikke har møtt.',
          `Meld fra om et medlem som gjør deg utrygg, via klageskjemaet eller på ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Møt singler i nærheten',
    description: 'Chat og flørt med singler i nærheten.',
    fictional_warning: 'Noen profiler på dette nettstedet er fiktive og drives av våre ansatte.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktive profiler',
  },
  landing: {
    titles: {
      alonetonight: 'Alene i kveld?',
      collagelanding: 'Møt noen nye',
      gallery: 'Se hvem som venter på deg',
      iconslanding: 'Flørt, chat, match',
      maplanding: 'Hvem er i nærheten?',
      socialnetwork: 'Din nye vennekrets',
      transitionsvideolanding: 'Se og møt',
      video: 'Se dem direkte',
      tinderswipe: 'Sveip og match',
    },
    subtitles: {
      alonetonight: (a) => `${a} i nærheten er pålogget akkurat nå.`,
      collagelanding: (a) => `${a} fra ditt område, samlet på ett sted.`,
      gallery: (a) => `Bla gjennom ${a.toLowerCase()} i nærheten.`,
      iconslanding: (a) => `${a} vil gjerne chatte.`,
      maplanding: (a) => `${a} i din region.`,
      socialnetwork: (a) => `${a} som vil bli kjent med deg.`,
      transitionsvideolanding: (a) => `${a} er pålogget nå.`,
      video: (a) => `${a} i nærheten venter.`,
      tinderswipe: (a) => `Lik ${a.toLowerCase()} i nærheten med ett sveip.`,
    },
    audiences: {
      1: 'Singler',
      2: 'Kvinner',
      3: 'Eventyrlystne singler',
      4: 'Kurvete singler',
      5: 'Modne kvinner',
      6: 'MILF-er',
      7: 'Homofile menn',
    },
    campaigns: { summer: 'Sommerflørt', weekend: 'Planer for helgen?', nearby: 'Nærmere enn du tror' },
  },
};
