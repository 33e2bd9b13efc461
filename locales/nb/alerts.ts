import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Profilen din viser ikke noe bilde ennå.',
    text: 'Profiler med bilde får mange flere svar.',
    action: 'Legg til et bilde',
  },
  mailStopped: {
    title: 'Vi har sluttet å sende deg e-post.',
    bounce: 'E-post til {email} kunne ikke leveres.',
    fbl: 'En av e-postene våre ble merket som søppelpost.',
    listunsubscribe: 'Du meldte deg av e-postene våre.',
    action: 'Gå til innstillinger',
  },
  push: {
    title: 'Gå aldri glipp av en melding.',
    text: 'Få et varsel på denne enheten når noen skriver til deg eller liker deg.',
    action: 'Slå på',
    on: 'Push-varsler er slått på for denne enheten.',
    blocked: 'Varsler er blokkert for dette nettstedet. Du kan tillate dem i innstillingene til nettleseren.',
    dismissed: 'Nettleseren fikk ikke noe svar. Du kan slå på varsler når som helst under Innstillinger.',
    failed: 'Push-varsler kunne ikke slås på. Du kan prøve igjen under Innstillinger.',
  },
} satisfies Translation['alerts'];
