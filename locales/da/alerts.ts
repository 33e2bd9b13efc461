import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Din profil viser endnu ikke et billede.',
    text: 'Profiler med billede får langt flere svar.',
    action: 'Tilføj et billede',
  },
  mailStopped: {
    title: 'Vi har stoppet med at sende dig e-mails.',
    bounce: 'Mail til {email} kunne ikke leveres.',
    fbl: 'En af vores e-mails blev markeret som spam.',
    listunsubscribe: 'Du har afmeldt vores e-mails.',
    action: 'Gå til indstillinger',
  },
  push: {
    title: 'Gå aldrig glip af en besked.',
    text: 'Få en notifikation på denne enhed, når nogen skriver til dig eller synes om dig.',
    action: 'Slå til',
    on: 'Push-notifikationer er slået til på denne enhed.',
    blocked: 'Notifikationer er blokeret for dette websted. Du kan tillade dem i din browsers indstillinger.',
    dismissed: 'Din browser fik ikke et svar. Du kan altid slå notifikationer til under Indstillinger.',
    failed: 'Push-notifikationer kunne ikke slås til. Du kan prøve igen under Indstillinger.',
  },
} satisfies Translation['alerts'];
