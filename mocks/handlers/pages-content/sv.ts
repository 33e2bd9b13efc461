import type { PageFacts, SiteTexts } from './kit';
import { section } from './kit';

const companyLine = ({ site }: PageFacts) => {
  const c = site.company;
  return `${site.name} drivs av ${c.name}, ${c.address}, ${c.city}, ${c.country} (handelsregister ${c.kvk}).`;
};

const contactLine = ({ site, phone }: PageFacts) =>
  `Skriv till ${site.support_email} eller ring ${phone}; kundtjänst svarar inom två arbetsdagar.`;

export const sv: SiteTexts = {
  pages: {
    terms: (f) => ({
      title: 'Allmänna villkor',
      sections: [
        section(
          null,
          companyLine(f),
          `Dessa villkor gäller vid varje besök på ${f.site.domain} och vid varje köp.`,
        ),
        section(
          'Medlemskap',
          `Du måste vara minst ${f.minimumAge} år för att registrera dig. Ett konto per person; din e-postadress måste vara din egen och bekräftad innan andra medlemmar kan svara dig.`,
          `Gratismedlemmar kan ladda upp ${f.photos.free} foton och starta ${f.freeConversations} samtal. Varje köp av krediter gör dig till premiummedlem med upp till ${f.photos.premium} foton och tillgång till alla medlemmars foton.`,
        ),
        section(
          'Krediter',
          `Ett meddelande kostar ${f.site.message_credits} kredit(er), en gåva ${f.site.gift_credits} krediter och ett foto ${f.site.photo_credits} krediter. Krediter förfaller inte och kan inte växlas mot pengar.`,
          `Du kan returnera oanvända kreditpaket gratis inom ${f.site.refund_days} dagar.`,
        ),
        section('Fiktiva profiler', f.site.fictional_warning),
        section(
          'Avsluta ditt medlemskap',
          `Du kan radera ditt konto i inställningarna. Det väntar på radering i ${f.reactivationDays} dagar, då en länk i bekräftelsemejlet kan återställa det; därefter raderas det.`,
        ),
        section('Kontakt', contactLine(f)),
      ],
    }),
    privacy: (f) => ({
      title: 'Integritetspolicy',
      sections: [
        section(
          null,
          `${f.site.company.name} ansvarar för de personuppgifter som behandlas på ${f.site.domain}.`,
        ),
        section(
          'Vad vi sparar',
          'Din e-postadress, ditt användarnamn, födelsedatum, profiluppgifter, foton, meddelanden, gillningar och köp samt källan du kom från.',
          'Din e-postadress och ditt födelsedatum visas aldrig för andra medlemmar; de ser din ålder.',
        ),
        section(
          'Dina rättigheter',
          `Du kan när som helst se, rätta eller radera dina uppgifter. Raderar du ditt konto raderas de efter ${f.reactivationDays} dagar.`,
          contactLine(f),
        ),
      ],
    }),
    cookies: (f) => ({
      title: 'Cookiepolicy',
      sections: [
        section(null, `${f.site.domain} använder bara de cookies som behövs för att sidan ska fungera.`),
        section(
          'Våra cookies',
          `Sessionscookien håller dig inloggad i ${f.sessionDays} dagar.`,
          'Språkcookien kommer ihåg ditt valda språk i 365 dagar.',
        ),
      ],
    }),
    ban: (f) => ({
      title: 'Avstängning',
      sections: [
        section(
          null,
          `Besökare under ${f.minimumAge} år är inte tillåtna på ${f.site.domain}. Medlemmar som trakasserar andra, skickar skräppost eller bryter mot villkoren stängs av utan förvarning.`,
        ),
        section('Tror du att du stängts av felaktigt?', contactLine(f)),
      ],
    }),
    faq: (f) => ({
      title: 'Vanliga frågor',
      sections: [
        section(
          'Hur många foton kan jag ladda upp?',
          `Gratismedlemmar ${f.photos.free}, premiummedlemmar ${f.photos.premium}.`,
        ),
        section(
          'Hur blir jag premiummedlem?',
          `Köp valfritt kreditpaket. Nya medlemmar får ${f.welcomePercent} % rabatt på första köpet och under de första ${f.bonusHours} timmarna efter registreringen en tidsbonus på ${f.bonusPercent} %.`,
        ),
        section('Hur fungerar swipe-spelet?', `Du kan ge ${f.swipeLikes} gillningar per dag i swipe-spelet.`),
        section(
          'Vad är fiktiva profiler?',
          `${f.site.fictional_warning} De är märkta som ${f.site.fictional_plural}.`,
        ),
        section(
          'Kan jag ångra raderingen av mitt konto?',
          `Ja, inom ${f.reactivationDays} dagar, med länken i mejlet vi skickade.`,
        ),
      ],
    }),
    'return-policy': (f) => ({
      title: 'Returer och återbetalning',
      sections: [
        section(null, `Du kan returnera oanvända kreditpaket gratis inom ${f.site.refund_days} dagar.`),
        section(
          'Så begär du återbetalning',
          `Skriv till ${f.site.support_email} eller ring ${f.phone} och ange ditt ordernummer.`,
          `Vi betalar tillbaka inom ${f.site.refund_days} dagar till det betalsätt du använde.`,
        ),
      ],
    }),
    service: (f) => ({
      title: 'Kundtjänst',
      sections: [
        section(null, contactLine(f)),
        section(
          'Företagsuppgifter',
          companyLine(f),
          `Varumärken: ${f.site.company.tradenames.join(', ')}. Momsreg.nr: ${f.site.company.vat_numbers.join(', ')}.`,
        ),
      ],
    }),
    imprint: (f) => ({ title: 'Utgivare', sections: [section(null, companyLine(f), contactLine(f))] }),
    'safety-tips': (f) => ({
      title: 'Dejta säkert',
      sections: [
        section(
          null,
          'Träffas på en offentlig plats första gången och berätta för en vän vart du ska.',
          'Skicka aldrig pengar till någon du inte har träffat.',
          `Anmäl en medlem som får dig att känna dig otrygg via klagomålsformuläret eller på ${f.site.support_email}.`,
        ),
      ],
    }),
  },
  settings: {
    index_title: 'Träffa singlar nära dig',
    description: 'Chatta och flirta med singlar nära dig.',
    fictional_warning: 'Vissa profiler på den här webbplatsen är fiktiva och drivs av vår personal.',
    fictional_singular: 'fiktiv profil',
    fictional_plural: 'fiktiva profiler',
  },
  landing: {
    titles: {
      alonetonight: 'Ensam i kväll?',
      collagelanding: 'Träffa någon ny',
      gallery: 'Se vem som väntar på dig',
      iconslanding: 'Flörta, chatta, matcha',
      maplanding: 'Vem finns i närheten?',
      socialnetwork: 'Din nya umgängeskrets',
      transitionsvideolanding: 'Titta och träffas',
      video: 'Se dem live',
      tinderswipe: 'Svajpa och matcha',
    },
    subtitles: {
      alonetonight: (a) => `${a} nära dig är online just nu.`,
      collagelanding: (a) => `${a} från ditt område, samlade på ett ställe.`,
      gallery: (a) => `Bläddra bland ${a.toLowerCase()} nära dig.`,
      iconslanding: (a) => `${a} vill chatta.`,
      maplanding: (a) => `${a} i din region.`,
      socialnetwork: (a) => `${a} som vill lära känna dig.`,
      transitionsvideolanding: (a) => `${a} är online nu.`,
      video: (a) => `${a} nära dig väntar.`,
      tinderswipe: (a) => `Gilla ${a.toLowerCase()} nära dig med ett svajp.`,
    },
    audiences: {
      1: 'Singlar',
      2: 'Kvinnor',
      3: 'Äventyrliga singlar',
      4: 'Kurviga singlar',
      5: 'Mogna kvinnor',
      6: 'MILFs',
      7: 'Gaymän',
    },
    campaigns: { summer: 'Sommarflirtar', weekend: 'Planer för helgen?', nearby: 'Närmare än du tror' },
  },
};
