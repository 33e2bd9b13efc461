import { browserPushSubscription, pushSupported } from './push-subscription';

/**
 * Spec §3/§4 Push, as this browser stands: `unsupported` (no service workers, Push API or
 * notifications), `installFirst` (iPhone or iPad Safari: web push works only in the app added to
 * the Home Screen), `denied` (blocked in the browser's settings), `subscribed` (this browser has a
 * subscription and the site knows of one), `capable` (may be asked).
 */
export type PushState = 'unsupported' | 'installFirst' | 'denied' | 'subscribed' | 'capable';

/** iPhone and iPad, including iPadOS that presents itself as a Mac with a touch screen. */
export const isAppleMobile = (): boolean =>
  typeof navigator !== 'undefined' &&
  (/iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1));

/** What the browser allows right now, read synchronously (no subscription lookup). */
export const pushPermissionState = (installedApp: boolean): Exclude<PushState, 'subscribed'> => {
  if (!pushSupported()) return isAppleMobile() && !installedApp ? 'installFirst' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'capable';
};

/**
 * The full state: a browser subscription counts only while the site has one too — a subscription
 * the site forgot (removed on another device, or refused) is offered again as `capable`.
 */
export const readPushState = async (installedApp: boolean, siteSubscribed: boolean): Promise<PushState> => {
  const permission = pushPermissionState(installedApp);
  if (permission !== 'capable') return permission;
  const subscription = await browserPushSubscription();
  return subscription !== undefined && siteSubscribed ? 'subscribed' : 'capable';
};
