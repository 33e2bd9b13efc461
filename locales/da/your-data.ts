import type { Translation } from '../i18n-types';

export const yourData = {
  heading: 'Dine data',
  explanation:
    'Download én fil med alt, hvad vi har om dig (din profil, dine billeder, beskeder, likes givet og modtaget, transaktioner og notifikationsindstillinger): du har ret til at se disse data og tage dem med til en anden tjeneste.',
  download: 'Download mine data',
  preparing: 'Din fil bliver gjort klar …',
  downloading: 'Din fil bliver downloadet.',
  failed: 'Din fil kunne ikke gøres klar.',
  retry: 'Prøv igen',
} satisfies Translation['yourData'];
