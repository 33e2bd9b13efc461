import type { Translation } from '../i18n-types';

export const report = {
  title: '{name} melden',
  intro: 'Vertel ons wat er mis is. Ons team bekijkt elke melding.',
  reason: 'Waarom meld je {name}?',
  reasons: {
    fake_profile: 'Nepprofiel',
    harassment: 'Intimidatie of bedreiging',
    underage: 'Mogelijk minderjarig',
    scam_or_spam: 'Oplichting of spam',
    illegal_content: 'Illegale inhoud',
    other: 'Iets anders',
  },
  reasonRequired: 'Kies een reden.',
  details: 'Wat is er gebeurd?',
  detailsOptional: 'Optioneel: alles wat ons team helpt het te begrijpen.',
  detailsNeeded: 'Verplicht als je ‘Iets anders’ kiest.',
  detailsRequired: 'Vertel ons wat er is gebeurd.',
  alsoBlock: '{name} ook blokkeren',
  send: 'Melding versturen',
  cancel: 'Annuleren',
  thanks: 'Bedankt. Je melding heeft referentienummer {reference}.',
  reviewing:
    'Ons team bekijkt je melding en grijpt in waar nodig. Vermeld het referentienummer als je contact opneemt met de klantenservice.',
  blocked: '{name} is nu geblokkeerd: jullie kunnen elkaar niet meer zien of contact met elkaar opnemen.',
  alreadyReported:
    'Je hebt {name} al gemeld. Die melding heeft referentienummer {reference} en ons team bekijkt haar nog.',
  notYourself: 'Je kunt jezelf niet melden.',
  gone: 'Dit profiel is niet meer beschikbaar.',
  failed: 'Je melding kon niet worden verstuurd. Probeer het opnieuw: wat je hebt ingevuld, staat er nog.',
  done: 'Klaar',
} satisfies Translation['report'];
