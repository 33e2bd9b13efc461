import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Dine data',
  explanation:
    'Last ned én fil med alt vi har om deg (profilen din, bilder, meldinger, likes gitt og mottatt, transaksjoner og varslingsinnstillinger): du har rett til å se disse dataene og ta dem med til en annen tjeneste.',
  download: 'Last ned dataene mine',
  preparing: 'Filen din gjøres klar …',
  downloading: 'Filen din lastes ned.',
  failed: 'Filen din kunne ikke gjøres klar.',
  retry: 'Prøv igjen',
} satisfies Translation['yourData'];
