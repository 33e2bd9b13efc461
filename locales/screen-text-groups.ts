import type { BaseTranslation, Translation } from './i18n-types';

/**
 * The catalogue's groups that are not in every first render: each loads with the screens and
 * parts that show it (src/features/language/screen-texts.ts), in the member's language. The
 * rest of the catalogue (locales/<locale>/root.ts) loads at boot.
 */
export const screenTextGroups = [
  'account',
  'accountDeletion',
  'chat',
  'credits',
  'directDebit',
  'likes',
  'memberView',
  'members',
  'premium',
  'profile',
  'profilePhotos',
  'profileLocation',
  'report',
  'signup',
  'signupLocation',
  'signupMatches',
  'signupPhoto',
  'signupSteps',
  'swipe',
  'transactions',
  'notificationSettings',
  'notificationsList',
  'yourData',
  'complaints',
  'memberLanding',
  'consentChoices',
  'landers',
  'landerSwipe',
  'landerAlone',
  'landerCollage',
  'landerGallery',
  'landerIcons',
  'landerMap',
  'landerSocial',
  'landerVideo',
] as const;

export type ScreenTextGroup = (typeof screenTextGroups)[number];

/** A group's file in each locale's folder: `signupLocation` is in `signup-location.ts`. */
export const screenTextFile = (group: ScreenTextGroup): string =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each locale's root.ts lists how to fetch its groups, so no table of all 143 files is in the app's first chunks. */
export type ScreenTextLoaders = { [Group in ScreenTextGroup]: () => Promise<Translation[Group]> };

/** The base locale's (its texts are typed loosely: they define the others' types). */
export type BaseScreenTextLoaders = Record<ScreenTextGroup, () => Promise<BaseTranslation>>;
