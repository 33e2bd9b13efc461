import type { Translation } from '../i18n-types';

export const profileLocation = {
  title: 'Sijaintisi',
  permission: {
    unknown:
      'Selaimesi kysyy, saako tämä sivusto käyttää sijaintiasi. Käytämme sitä vain alla olevien kenttien täyttämiseen.',
    granted: 'Selaimesi sallii tämän sivuston käyttää sijaintiasi.',
  },
  save: 'Tallenna sijainti',
  saved: 'Sijaintisi on tallennettu.',
} satisfies Translation['profileLocation'];
