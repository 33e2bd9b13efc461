import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Je profiel toont nog geen foto.',
    text: 'Profielen met een foto krijgen veel meer reacties.',
    action: 'Foto toevoegen',
  },
  mailStopped: {
    title: 'We sturen je geen e-mails meer.',
    bounce: 'E-mail naar {email} kon niet worden bezorgd.',
    fbl: 'Een van onze e-mails is als spam gemarkeerd.',
    listunsubscribe: 'Je hebt je afgemeld voor onze e-mails.',
    action: 'Naar instellingen',
  },
  push: {
    title: 'Mis nooit meer een bericht.',
    text: 'Krijg een melding op dit apparaat als iemand je schrijft of je leuk vindt.',
    action: 'Inschakelen',
    on: 'Pushmeldingen staan aan op dit apparaat.',
    blocked:
      'Meldingen zijn geblokkeerd voor deze site. Je kunt ze toestaan in de instellingen van je browser.',
    dismissed: 'Je browser kreeg geen antwoord. Je kunt meldingen altijd inschakelen bij Instellingen.',
    failed: 'Pushmeldingen konden niet worden ingeschakeld. Je kunt het opnieuw proberen bij Instellingen.',
  },
} satisfies Translation['alerts'];
