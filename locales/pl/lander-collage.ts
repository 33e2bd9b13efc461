import type { Translation } from '../i18n-types';

/** /landers/collagelanding: the photo collage. */
export const landerCollage = {
  kicker: 'Nowe twarze każdego dnia',
  members: 'Osoby, które możesz poznać',
  cta: 'Poznaj ich za darmo',
} satisfies Translation['landerCollage'];
