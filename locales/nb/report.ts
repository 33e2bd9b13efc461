import type { Translation } from '../i18n-types';

export const report = {
  title: 'Rapporter {name}',
  intro: 'Fortell oss hva som er galt. Teamet vårt går gjennom alle rapporter.',
  reason: 'Hvorfor rapporterer du {name}?',
  reasons: {
    fake_profile: 'Falsk profil',
    harassment: 'Trakassering eller trusler',
    underage: 'Kan være mindreårig',
    scam_or_spam: 'Svindel eller spam',
    illegal_content: 'Ulovlig innhold',
    other: 'Noe annet',
  },
  reasonRequired: 'Velg en grunn.',
  details: 'Hva skjedde?',
  detailsOptional: 'Valgfritt: alt som kan hjelpe teamet vårt å forstå saken.',
  detailsNeeded: 'Påkrevd når du velger «Noe annet».',
  detailsRequired: 'Fortell oss hva som skjedde.',
  alsoBlock: 'Blokker også {name}',
  send: 'Send rapport',
  cancel: 'Avbryt',
  thanks: 'Takk. Rapporten din har referansenummer {reference}.',
  reviewing:
    'Teamet vårt går gjennom den og griper inn der det trengs. Oppgi referansenummeret hvis du kontakter kundeservice.',
  blocked: '{name} er nå blokkert: dere kan ikke lenger se eller kontakte hverandre.',
  alreadyReported:
    'Du har allerede rapportert {name}. Den rapporten har referansenummer {reference}, og teamet vårt går fortsatt gjennom den.',
  notYourself: 'Du kan ikke rapportere deg selv.',
  gone: 'Denne profilen er ikke lenger tilgjengelig.',
  failed: 'Rapporten din kunne ikke sendes. Prøv igjen – det du har skrevet, er fortsatt her.',
  done: 'Ferdig',
} satisfies Translation['report'];
