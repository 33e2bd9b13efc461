import type { Translation } from '../i18n-types';

export const profile = {
  summary: {
    completion: 'Profiilisi on {percent} % valmis',
    viewAsOthers: 'Katso profiiliasi niin kuin muut sen näkevät',
    noPhoto: 'Ei vielä kuvaa',
  },
  sections: {
    photos: 'Kuvat',
    about: 'Tietoja sinusta',
  },
  about: {
    intro: 'Jäsenet näkevät nämä tiedot profiilissasi. Täytä ne, jotka haluat.',
    interests: 'Kiinnostuksen kohteet',
    interestsHint: 'Valitse, mistä pidät: samoista asioista pitävät jäsenet näkevät sen ensin.',
    interestsFailed: 'Kiinnostuksen kohteita ei voitu ladata.',
    signupReason: 'Miksi olen täällä',
    signupReasonHint: 'Pelkkää tekstiä: mikä tuo sinut tänne.',
    save: 'Tallenna',
    saved: 'Profiilisi on tallennettu.',
    unchanged: 'Ei tallennettavaa: mitään ei ole muutettu.',
  },
} satisfies Translation['profile'];
