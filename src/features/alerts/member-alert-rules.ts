import type { User } from '../../../generated/model';
import { pushPermissionState } from '../push';
import { enrichProfileExcludedRoutes, offersEnrichProfile } from './enrich-profile-rule';

export type MemberAlertName = 'notifications_disabled' | 'profile_photo' | 'push';

/**
 * Screens with a flow of their own, where no alert about something else interrupts: the signup
 * screens, activate-done, and a purchase in progress. The settings screen explains mail and push
 * itself, in full, so their alerts stay off it too.
 */
const quietRoutes: ReadonlySet<string> = new Set([
  'signup',
  'signup-matches',
  'complete-signup',
  'members-id-signup',
  'activate-done',
  'premium',
  'directdebit',
  'notifications',
]);

export interface AlertContext {
  user: User;
  routeName: string | undefined;
  /** The site has a push key (push_public_key) to subscribe with. */
  pushKey: boolean;
  installedApp: boolean;
  hidden: Readonly<Record<MemberAlertName, boolean>>;
}

const onQuietRoute = (routeName: string | undefined) => routeName === undefined || quietRoutes.has(routeName);

/**
 * Which one of the dismissible alerts a member sees under the top bar (decision 029): one at a
 * time, so the screen below is not pushed down by a stack of requests. Mail that stopped comes
 * first (the member may be missing messages without knowing), then the missing photo (spec §9's
 * own rule and screens), then the offer of push notifications — only while the browser may still
 * ask, never once it is allowed, blocked or subscribed.
 */
export const memberAlertToShow = ({
  user,
  routeName,
  pushKey,
  installedApp,
  hidden,
}: AlertContext): MemberAlertName | undefined => {
  if (!hidden.notifications_disabled && user.notifications_disabled.length > 0 && !onQuietRoute(routeName))
    return 'notifications_disabled';
  if (!hidden.profile_photo && offersEnrichProfile(user, routeName)) return 'profile_photo';
  if (
    !hidden.push &&
    pushKey &&
    user.push_subscribed !== true &&
    !onQuietRoute(routeName) &&
    !enrichProfileExcludedRoutes.has(routeName ?? '') &&
    pushPermissionState(installedApp) === 'capable' &&
    Notification.permission === 'default'
  )
    return 'push';
  return undefined;
};
