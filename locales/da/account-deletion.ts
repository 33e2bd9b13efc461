import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Slet din konto',
  explanation:
    'Når du sletter din konto, bliver din profil skjult, og du bliver logget ud med det samme. I {days} {{dag|dage}} kan du genaktivere den med det link, vi sender dig på e-mail; derefter er din profil, dine beskeder og dine kreditter væk for altid.',
  start: 'Slet min konto',
  keep: 'Behold min konto',
  offersFailed: 'Sletningen kunne ikke startes.',
  retry: 'Prøv igen',
  reasonStep: {
    heading: 'Hvorfor vil du forlade os?',
    reason: 'Årsag',
    reasonRequired: 'Vælg en årsag',
    comment: 'Er der andet, du vil fortælle os? (valgfrit)',
    next: 'Fortsæt',
  },
  reasons: {
    price: 'Det er for dyrt',
    found_someone: 'Jeg har mødt nogen',
    not_looking: 'Jeg leder ikke længere',
    site_problems: 'Siden fungerer ikke godt for mig',
    no_members: 'Ikke nok medlemmer i nærheden af mig',
    time: 'Jeg har ikke tid til det',
    other: 'En anden årsag',
  },
  offers: {
    heading: 'Før du går',
    intro: 'Måske passer en af disse muligheder dig bedre end at forlade os.',
    changeEmailTitle: 'Brug en anden e-mailadresse',
    changeEmailText: 'Får du vores e-mails på den forkerte adresse? Skift den, og behold din konto.',
    changeEmailAction: 'Skift min e-mailadresse',
    privacyTitle: 'Bliv – men usynlig',
    privacyText:
      'I usynlig tilstand er du skjult i søgninger, og andre medlemmer kan ikke være de første til at skrive til dig eller like dig.',
    privacyAction: 'Slå usynlig tilstand til',
    privacyOn: 'Usynlig tilstand er slået til: du er skjult i søgninger, og din konto bliver bevaret.',
    trialTitle: 'Prøv det billigere',
    trialText: '{credits} {{kredit|kreditter}} for {price}.',
    trialAction: 'Køb prøvepakken',
    discountTitle: '{percentage} % rabat på dit næste køb',
    discountText: 'Brug koden {code}; den gælder indtil {date}.',
    discountAction: 'Køb kreditter',
    continue: 'Fortsæt med at slette min konto',
  },
  confirmStep: {
    heading: 'Bekræft sletningen',
    text: 'Indtast din adgangskode for at slette din konto.',
    submit: 'Slet min konto nu',
  },
  deleted: {
    title: 'Din konto er slettet',
    reactivateWithin:
      'Du kan genaktivere den inden for {days} {{dag|dage}} med det link, vi har sendt dig på e-mail.',
    reactivateUntil: 'Du kan genaktivere den indtil {date} med det link, vi har sendt dig på e-mail.',
  },
  reactivation: {
    title: 'Genaktivér din konto',
    text: 'Din profil, dine beskeder og dine kreditter er her stadig. Tryk på knappen for at få din konto tilbage.',
    action: 'Genaktivér min konto',
    welcomeBack: 'Velkommen tilbage, {name}! Din konto er aktiv igen.',
    toMembers: 'Søg efter medlemmer',
    linkInvalid:
      'Dette genaktiveringslink er ikke gyldigt. Det er måske allerede brugt: prøv at logge ind, eller brug det nyeste link, vi har sendt dig på e-mail.',
    login: 'Log ind',
  },
} satisfies Translation['accountDeletion'];
