import type { User } from '../../../generated/model';

/**
 * Spec §9: the screens the enrich-profile alert stays off, by route name. The profile is where the
 * photo is added; the signup screens (each of them) and activate-done are a flow of their own;
 * premium and directdebit are a purchase in progress; notifications is the settings screen
 * (decision 006), which the spec also names as "settings".
 */
export const enrichProfileExcludedRoutes: ReadonlySet<string> = new Set([
  'profile',
  'signup',
  'signup-matches',
  'complete-signup',
  'members-id-signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
]);

/**
 * Whether the member is offered to add a photo on the screen `routeName`: only without a main
 * image, and never on an excluded screen (nor where the screen is not known).
 */
export const offersEnrichProfile = (user: Pick<User, 'profile'>, routeName: string | undefined): boolean =>
  user.profile.main_image == null && routeName !== undefined && !enrichProfileExcludedRoutes.has(routeName);
