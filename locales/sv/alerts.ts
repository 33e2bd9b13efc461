import type { Translation } from '../i18n-types';

export const alerts = {
  enrichProfile: {
    title: 'Din profil visar inget foto än.',
    text: 'Profiler med foto får många fler svar.',
    action: 'Lägg till ett foto',
  },
  mailStopped: {
    title: 'Vi har slutat skicka e-post till dig.',
    bounce: 'E-post till {email} kunde inte levereras.',
    fbl: 'Ett av våra e-postmeddelanden markerades som skräppost.',
    listunsubscribe: 'Du har avregistrerat dig från vår e-post.',
    action: 'Gå till inställningar',
  },
  push: {
    title: 'Missa aldrig ett meddelande.',
    text: 'Få en avisering på den här enheten när någon skriver till dig eller gillar dig.',
    action: 'Slå på',
    on: 'Push-aviseringar är påslagna för den här enheten.',
    blocked:
      'Aviseringar är blockerade för den här webbplatsen. Du kan tillåta dem i webbläsarens inställningar.',
    dismissed: 'Webbläsaren fick inget svar. Du kan slå på aviseringar när som helst under Inställningar.',
    failed: 'Push-aviseringar kunde inte slås på. Du kan försöka igen under Inställningar.',
  },
} satisfies Translation['alerts'];
