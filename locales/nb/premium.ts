import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Premium-medlemmer har {percent} % større sjanse for en match',
    intro:
      'Hvilken som helst kredittpakke gjør deg til Premium-medlem med en gang. Bruk kredittene på meldinger, bilder og gaver.',
    chooseHeading: 'Velg pakken din',
    topUpHeading: 'Fyll på kredittene dine',
    tiersLabel: 'Premium-pakker',
    loading: 'Laster inn Premium-pakkene …',
    loadFailed: 'Premium-pakkene kunne ikke lastes inn.',
    retry: 'Prøv igjen',
  },
  status: {
    heading: 'Du er Premium-medlem',
    text: 'Du ser alle bilder, kan vise opptil {photos} bilder på profilen din og chatte med så mange medlemmer du vil.',
    credits: 'Du har {count} {{kreditt|kreditter}}.',
    topUp: 'Alle pakkene nedenfor fyller på kredittene dine.',
  },
  tier: {
    popular: 'Mest populær',
    credits: '{count} {{kreditt|kreditter}}',
    perCredit: '{price} per kreditt',
    choose: 'Velg',
    chooseWhat: '– {credits} {{kreditt|kreditter}} for {price}',
    features: 'Inkludert',
  },
  features: {
    all_photos: 'Se alle bildene til alle medlemmer',
    photos_25: 'Opptil {count} bilder på profilen din',
    unlimited_conversations: 'Chat med så mange medlemmer du vil',
    premium_features: 'Premium-funksjoner, også uten kreditter',
    match_chance: '{percent} % større sjanse for en match',
  },
  pricing: {
    intro: 'På {site} betaler du med kreditter, og bare for det du bruker: meldinger, bilder og gaver.',
    costsHeading: 'Hva det koster',
    message: 'En melding',
    photo: 'Et bilde i en chat',
    gift: 'En gave',
    costCredits: '{count} {{kreditt|kreditter}}',
    minimumMessage: 'En melding koster minst {price}.',
    bundlesHeading: 'Kredittpakker',
    saving: 'Spar {percent} %',
    bestValue: 'Best pris',
    refund: '{days} {{dags|dagers}} gratis retur',
    loading: 'Laster inn prisene …',
    loadFailed: 'Prisene kunne ikke lastes inn.',
    retry: 'Prøv igjen',
    signUp: 'Registrer deg',
    signUpText: 'Registrer deg gratis og begynn å chatte.',
    buyCredits: 'Kjøp kreditter',
    seePremium: 'Hva Premium-medlemskap gir deg',
  },
  withdrawal: {
    heading: 'Angreretten din',
    right:
      'Som forbruker kan du angre et kjøp av kreditter innen {days} dager etter kjøpet, uten å oppgi grunn.',
    lost: 'Du mister denne retten når du begynner å bruke kredittene, hvis du ba om å få dem levert med en gang og bekreftet at du da mister retten.',
    how: 'For å angre gir du kundeservice vår en tydelig beskjed om at du angrer kjøpet, for eksempel på e-post.',
    email: 'Kundeservicens e-post:',
    refund:
      'Vi betaler da tilbake beløpet innen {days} dager, med det betalingsmiddelet du brukte, uten kostnad for deg.',
    policy: 'Retur og refusjon i detalj',
  },
} satisfies Translation['premium'];
