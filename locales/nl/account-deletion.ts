import type { Translation } from '../i18n-types';

export const accountDeletion = {
  title: 'Je account verwijderen',
  explanation:
    'Als je je account verwijdert, wordt je profiel meteen verborgen en word je uitgelogd. {days} {{dag|dagen}} lang kun je het opnieuw activeren met de link die we je e-mailen; daarna zijn je profiel, berichten en credits voorgoed weg.',
  start: 'Mijn account verwijderen',
  keep: 'Mijn account houden',
  offersFailed: 'Het verwijderen kon niet worden gestart.',
  retry: 'Probeer het opnieuw',
  reasonStep: {
    heading: 'Waarom ga je weg?',
    reason: 'Reden',
    reasonRequired: 'Kies een reden',
    comment: 'Wil je ons nog iets vertellen? (optioneel)',
    next: 'Verder',
  },
  reasons: {
    price: 'Het is te duur',
    found_someone: 'Ik heb iemand gevonden',
    not_looking: 'Ik ben niet meer op zoek',
    site_problems: 'De site werkt niet goed voor mij',
    no_members: 'Te weinig leden bij mij in de buurt',
    time: 'Ik heb er geen tijd voor',
    other: 'Een andere reden',
  },
  offers: {
    heading: 'Voordat je gaat',
    intro: 'Misschien past een van deze opties beter bij je dan weggaan.',
    changeEmailTitle: 'Gebruik een ander e-mailadres',
    changeEmailText: 'Komen onze e-mails op het verkeerde adres binnen? Wijzig het en houd je account.',
    changeEmailAction: 'Mijn e-mailadres wijzigen',
    privacyTitle: 'Blijf, maar onzichtbaar',
    privacyText:
      'In de onzichtbare modus word je niet getoond in de zoekresultaten, en kunnen leden je niet als eerste een bericht sturen of je liken.',
    privacyAction: 'Onzichtbare modus aanzetten',
    privacyOn:
      'De onzichtbare modus staat aan: je bent verborgen in de zoekresultaten en je account blijft bestaan.',
    trialTitle: 'Probeer het voordeliger',
    trialText: '{credits} {{credit|credits}} voor {price}.',
    trialAction: 'Proefpakket kopen',
    discountTitle: '{percentage}% korting op je volgende aankoop',
    discountText: 'Gebruik de code {code}; die is geldig tot {date}.',
    discountAction: 'Credits kopen',
    continue: 'Doorgaan met het verwijderen van mijn account',
  },
  confirmStep: {
    heading: 'Bevestig het verwijderen',
    text: 'Vul je wachtwoord in om je account te verwijderen.',
    submit: 'Mijn account nu verwijderen',
  },
  deleted: {
    title: 'Je account is verwijderd',
    reactivateWithin:
      'Je kunt het binnen {days} {{dag|dagen}} opnieuw activeren met de link die we je hebben gemaild.',
    reactivateUntil: 'Je kunt het tot {date} opnieuw activeren met de link die we je hebben gemaild.',
  },
  reactivation: {
    title: 'Activeer je account opnieuw',
    text: 'Je profiel, berichten en credits zijn er nog. Klik op de knop om je account terug te halen.',
    action: 'Mijn account opnieuw activeren',
    welcomeBack: 'Welkom terug, {name}! Je account is weer actief.',
    toMembers: 'Leden zoeken',
    linkInvalid:
      'Deze heractivatielink is niet geldig. Misschien is hij al gebruikt: probeer in te loggen, of gebruik de nieuwste link die we je hebben gemaild.',
    login: 'Inloggen',
  },
} satisfies Translation['accountDeletion'];
