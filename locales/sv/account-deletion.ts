import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Radera ditt konto',
  explanation:
    'När du raderar ditt konto döljs din profil och du loggas ut direkt. I {days} {{dag|dagar}} kan du återaktivera det via länken som vi mejlar till dig; därefter är din profil, dina meddelanden och dina krediter borta för gott.',
  start: 'Radera mitt konto',
  keep: 'Behåll mitt konto',
  offersFailed: 'Det gick inte att starta raderingen.',
  retry: 'Försök igen',
  reasonStep: {
    heading: 'Varför vill du lämna oss?',
    reason: 'Anledning',
    reasonRequired: 'Välj en anledning',
    comment: 'Vill du berätta något mer för oss? (valfritt)',
    next: 'Fortsätt',
  },
  reasons: {
    price: 'Det är för dyrt',
    found_someone: 'Jag har träffat någon',
    not_looking: 'Jag letar inte längre',
    site_problems: 'Webbplatsen fungerar inte bra för mig',
    no_members: 'För få medlemmar nära mig',
    time: 'Jag har inte tid med det',
    other: 'En annan anledning',
  },
  offers: {
    heading: 'Innan du går',
    intro: 'Kanske passar något av det här dig bättre än att lämna oss.',
    changeEmailTitle: 'Använd en annan e-postadress',
    changeEmailText: 'Får du våra mejl till fel adress? Ändra den och behåll ditt konto.',
    changeEmailAction: 'Ändra min e-postadress',
    privacyTitle: 'Stanna kvar – men osynlig',
    privacyText:
      'I osynligt läge döljs du i sökningar, och andra medlemmar kan inte vara först med att skicka meddelanden till dig eller gilla dig.',
    privacyAction: 'Slå på osynligt läge',
    privacyOn: 'Osynligt läge är på: du är dold i sökningar och ditt konto finns kvar.',
    trialTitle: 'Prova billigare',
    trialText: '{credits} {{kredit|krediter}} för {price}.',
    trialAction: 'Köp provpaketet',
    discountTitle: '{percentage} % rabatt på ditt nästa köp',
    discountText: 'Använd koden {code}; den gäller till {date}.',
    discountAction: 'Köp krediter',
    continue: 'Fortsätt att radera mitt konto',
  },
  confirmStep: {
    heading: 'Bekräfta raderingen',
    text: 'Ange ditt lösenord för att radera ditt konto.',
    submit: 'Radera mitt konto nu',
  },
  deleted: {
    title: 'Ditt konto har raderats',
    reactivateWithin:
      'Du kan återaktivera det inom {days} {{dag|dagar}} via länken som vi har mejlat till dig.',
    reactivateUntil: 'Du kan återaktivera det fram till {date} via länken som vi har mejlat till dig.',
  },
  reactivation: {
    title: 'Återaktivera ditt konto',
    text: 'Din profil, dina meddelanden och dina krediter finns kvar. Tryck på knappen för att få tillbaka ditt konto.',
    action: 'Återaktivera mitt konto',
    welcomeBack: 'Välkommen tillbaka, {name}! Ditt konto är aktivt igen.',
    toMembers: 'Sök medlemmar',
    linkInvalid:
      'Den här återaktiveringslänken är inte giltig. Den kan redan ha använts: försök logga in, eller använd den senaste länken som vi har mejlat till dig.',
    login: 'Logga in',
  },
} satisfies Translation['accountDeletion'];
