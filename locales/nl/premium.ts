import type { Translation } from '../i18n-types';

export const premium = {
  overview: {
    claim: 'Premiumleden hebben {percent}% meer kans op een match',
    intro:
      'Met elk creditpakket word je meteen premiumlid. Je gebruikt de credits voor berichten, foto’s en cadeaus.',
    chooseHeading: 'Kies je pakket',
    topUpHeading: 'Vul je credits aan',
    tiersLabel: 'Premiumpakketten',
    loading: 'De premiumpakketten worden geladen…',
    loadFailed: 'De premiumpakketten konden niet worden geladen.',
    retry: 'Probeer het opnieuw',
  },
  status: {
    heading: 'Je bent premiumlid',
    text: 'Je ziet alle foto’s, kunt tot {photos} foto’s op je profiel laten zien en chatten met zoveel leden als je wilt.',
    credits: 'Je hebt {count} {{credit|credits}}.',
    topUp: 'Elk pakket hieronder vult je credits aan.',
  },
  tier: {
    popular: 'Populairst',
    credits: '{count} {{credit|credits}}',
    perCredit: '{price} per credit',
    choose: 'Kiezen',
    chooseWhat: '– {credits} {{credit|credits}} voor {price}',
    features: 'Inbegrepen',
  },
  features: {
    all_photos: 'Alle foto’s van alle leden zien',
    photos_25: 'Tot {count} foto’s op je profiel',
    unlimited_conversations: 'Chatten met zoveel leden als je wilt',
    premium_features: 'Premiumfuncties, ook zonder credits',
    match_chance: '{percent}% meer kans op een match',
  },
  pricing: {
    intro: 'Op {site} betaal je met credits, alleen voor wat je gebruikt: berichten, foto’s en cadeaus.',
    costsHeading: 'Wat het kost',
    message: 'Een bericht',
    photo: 'Een foto in een chat',
    gift: 'Een cadeau',
    costCredits: '{count} {{credit|credits}}',
    minimumMessage: 'Een bericht kost minstens {price}.',
    bundlesHeading: 'Creditpakketten',
    saving: 'Bespaar {percent}%',
    bestValue: 'Beste prijs',
    refund: '{days} {{dag|dagen}} gratis retour',
    loading: 'De prijzen worden geladen…',
    loadFailed: 'De prijzen konden niet worden geladen.',
    retry: 'Probeer het opnieuw',
    signUp: 'Aanmelden',
    signUpText: 'Meld je gratis aan en begin met chatten.',
    buyCredits: 'Credits kopen',
    seePremium: 'Wat het premiumlidmaatschap je biedt',
  },
  withdrawal: {
    heading: 'Je herroepingsrecht',
    right:
      'Als consument kun je een aankoop van credits binnen {days} dagen na de aankoop herroepen, zonder opgave van redenen.',
    lost: 'Je verliest dit recht zodra je de credits begint te gebruiken, als je hebt gevraagd ze meteen te leveren en hebt erkend dat je daarmee het recht verliest.',
    how: 'Om te herroepen laat je onze klantenservice duidelijk weten dat je de aankoop herroept, bijvoorbeeld per e-mail.',
    email: 'E-mail van de klantenservice:',
    refund:
      'We betalen je dan binnen {days} dagen terug, met het betaalmiddel dat je hebt gebruikt, zonder kosten voor jou.',
    policy: 'Retourneren en terugbetalen in detail',
  },
} satisfies Translation['premium'];
