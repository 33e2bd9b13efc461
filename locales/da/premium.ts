import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Premium-medlemmer har {percent} % større chance for et match',
    intro:
      'Enhver kreditpakke gør dig til Premium-medlem med det samme. Brug kreditterne på beskeder, fotos og gaver.',
    chooseHeading: 'Vælg din pakke',
    topUpHeading: 'Fyld dine kreditter op',
    tiersLabel: 'Premium-pakker',
    loading: 'Premium-pakkerne indlæses …',
    loadFailed: 'Premium-pakkerne kunne ikke indlæses.',
    retry: 'Prøv igen',
  },
  status: {
    heading: 'Du er Premium-medlem',
    text: 'Du ser alle fotos, kan vise op til {photos} fotos på din profil og chatte med så mange medlemmer, du vil.',
    credits: 'Du har {count} {{kredit|kreditter}}.',
    topUp: 'Alle pakker herunder fylder dine kreditter op.',
  },
  tier: {
    popular: 'Mest populær',
    credits: '{count} {{kredit|kreditter}}',
    perCredit: '{price} pr. kredit',
    choose: 'Vælg',
    chooseWhat: '– {credits} {{kredit|kreditter}} for {price}',
    features: 'Inkluderet',
  },
  features: {
    all_photos: 'Se alle fotos af alle medlemmer',
    photos_25: 'Op til {count} fotos på din profil',
    unlimited_conversations: 'Chat med så mange medlemmer, du vil',
    premium_features: 'Premium-funktioner, også uden kreditter',
    match_chance: '{percent} % større chance for et match',
  },
  pricing: {
    intro: 'På {site} betaler du med kreditter og kun for det, du bruger: beskeder, fotos og gaver.',
    costsHeading: 'Hvad det koster',
    message: 'En besked',
    photo: 'Et foto i en chat',
    gift: 'En gave',
    costCredits: '{count} {{kredit|kreditter}}',
    minimumMessage: 'En besked koster mindst {price}.',
    bundlesHeading: 'Kreditpakker',
    saving: 'Spar {percent} %',
    bestValue: 'Bedste pris',
    refund: '{days} {{dags|dages}} gratis returret',
    loading: 'Priserne indlæses …',
    loadFailed: 'Priserne kunne ikke indlæses.',
    retry: 'Prøv igen',
    signUp: 'Tilmeld dig',
    signUpText: 'Tilmeld dig gratis, og begynd at chatte.',
    buyCredits: 'Køb kreditter',
    seePremium: 'Hvad Premium-medlemskab giver dig',
  },
  withdrawal: {
    heading: 'Din fortrydelsesret',
    right:
      'Som forbruger kan du fortryde et køb af kreditter inden for {days} dage efter købet uden at give en begrundelse.',
    lost: 'Du mister denne ret, når du begynder at bruge kreditterne, hvis du har bedt om at få dem leveret med det samme og har anerkendt, at du dermed mister retten.',
    how: 'For at fortryde skal du tydeligt meddele vores kundeservice, at du fortryder købet, for eksempel på e-mail.',
    email: 'Kundeservicens e-mail:',
    refund:
      'Vi tilbagebetaler derefter din betaling inden for {days} dage med det betalingsmiddel, du brugte, uden omkostninger for dig.',
    policy: 'Returnering og refusion i detaljer',
  },
} satisfies Translation['premium'];
