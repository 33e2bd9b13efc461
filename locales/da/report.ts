import type { Translation } from '../i18n-types';

export const report = {
  title: 'Anmeld {name}',
  intro: 'Fortæl os, hvad der er galt. Vores team gennemgår alle anmeldelser.',
  reason: 'Hvorfor anmelder du {name}?',
  reasons: {
    fake_profile: 'Falsk profil',
    harassment: 'Chikane eller trusler',
    underage: 'Kan være mindreårig',
    scam_or_spam: 'Svindel eller spam',
    illegal_content: 'Ulovligt indhold',
    other: 'Noget andet',
  },
  reasonRequired: 'Vælg en årsag.',
  details: 'Hvad skete der?',
  detailsOptional: 'Valgfrit: alt, der kan hjælpe vores team med at forstå sagen.',
  detailsNeeded: 'Påkrævet, når du vælger »Noget andet«.',
  detailsRequired: 'Fortæl os, hvad der skete.',
  alsoBlock: 'Bloker også {name}',
  send: 'Send anmeldelse',
  cancel: 'Annuller',
  thanks: 'Tak. Din anmeldelse har referencenummer {reference}.',
  reviewing:
    'Vores team gennemgår den og griber ind, hvor det er nødvendigt. Oplys referencenummeret, hvis du kontakter kundeservice.',
  blocked: '{name} er nu blokeret: I kan ikke længere se eller kontakte hinanden.',
  alreadyReported:
    'Du har allerede anmeldt {name}. Den anmeldelse har referencenummer {reference}, og vores team er stadig ved at gennemgå den.',
  notYourself: 'Du kan ikke anmelde dig selv.',
  gone: 'Denne profil er ikke længere tilgængelig.',
  failed: 'Din anmeldelse kunne ikke sendes. Prøv igen – det, du har skrevet, er her stadig.',
  done: 'Færdig',
} satisfies Translation['report'];
