import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Slett kontoen din',
  explanation:
    'Når du sletter kontoen din, skjules profilen din, og du logges ut med en gang. I {days} {{dag|dager}} kan du aktivere den igjen med lenken vi sender deg på e-post; etter det er profilen, meldingene og kredittene dine borte for godt.',
  start: 'Slett kontoen min',
  keep: 'Behold kontoen min',
  offersFailed: 'Slettingen kunne ikke startes.',
  retry: 'Prøv igjen',
  reasonStep: {
    heading: 'Hvorfor vil du slutte?',
    reason: 'Årsak',
    reasonRequired: 'Velg en årsak',
    comment: 'Er det noe mer du vil fortelle oss? (valgfritt)',
    next: 'Fortsett',
  },
  reasons: {
    price: 'Det er for dyrt',
    found_someone: 'Jeg har møtt noen',
    not_looking: 'Jeg leter ikke lenger',
    site_problems: 'Nettstedet fungerer dårlig for meg',
    no_members: 'For få medlemmer i nærheten av meg',
    time: 'Jeg har ikke tid til det',
    other: 'En annen årsak',
  },
  offers: {
    heading: 'Før du går',
    intro: 'Kanskje passer et av disse alternativene deg bedre enn å slutte.',
    changeEmailTitle: 'Bruk en annen e-postadresse',
    changeEmailText: 'Får du e-postene våre på feil adresse? Endre den og behold kontoen din.',
    changeEmailAction: 'Endre e-postadressen min',
    privacyTitle: 'Bli, men usynlig',
    privacyText:
      'I usynlig modus er du skjult i søk, og andre medlemmer kan ikke være de første til å sende deg melding eller like deg.',
    privacyAction: 'Slå på usynlig modus',
    privacyOn: 'Usynlig modus er på: du er skjult i søk, og kontoen din beholdes.',
    trialTitle: 'Prøv det billigere',
    trialText: '{credits} {{kreditt|kreditter}} for {price}.',
    trialAction: 'Kjøp prøvepakken',
    discountTitle: '{percentage} % rabatt på neste kjøp',
    discountText: 'Bruk koden {code}; den gjelder til {date}.',
    discountAction: 'Kjøp kreditter',
    continue: 'Fortsett å slette kontoen min',
  },
  confirmStep: {
    heading: 'Bekreft slettingen',
    text: 'Skriv inn passordet ditt for å slette kontoen din.',
    submit: 'Slett kontoen min nå',
  },
  deleted: {
    title: 'Kontoen din er slettet',
    reactivateWithin:
      'Du kan aktivere den igjen innen {days} {{dag|dager}} med lenken vi sendte deg på e-post.',
    reactivateUntil: 'Du kan aktivere den igjen frem til {date} med lenken vi sendte deg på e-post.',
  },
  reactivation: {
    title: 'Aktiver kontoen din igjen',
    text: 'Profilen, meldingene og kredittene dine er fortsatt her. Trykk på knappen for å få kontoen din tilbake.',
    action: 'Aktiver kontoen min igjen',
    welcomeBack: 'Velkommen tilbake, {name}! Kontoen din er aktiv igjen.',
    toMembers: 'Søk etter medlemmer',
    linkInvalid:
      'Denne reaktiveringslenken er ikke gyldig. Den kan allerede være brukt: prøv å logge inn, eller bruk den nyeste lenken vi har sendt deg på e-post.',
    login: 'Logg inn',
  },
} satisfies Translation['accountDeletion'];
