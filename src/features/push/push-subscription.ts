import type { PushSubscription as ContractSubscription } from '../../../generated/model';

/** Spec §4 Push: the service worker the site serves for push messages. */
export const pushWorkerUrl = '/sw-push.js';

/**
 * Its own scope, never `/`: one scope holds one worker, and `/` belongs to whatever else controls
 * the pages (msw's worker in the offline simulation). A push worker needs no pages to control.
 */
export const pushWorkerScope = '/push/';

/** Subscribing needs the worker active; `ready` would wait for the worker of the page's scope. */
const activeRegistration = async (
  registration: ServiceWorkerRegistration,
): Promise<ServiceWorkerRegistration> => {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active !== null || worker === null) return registration;
  await new Promise<void>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve();
    });
  });
  return registration;
};

export type PushRequestResult =
  | { kind: 'subscription'; subscription: ContractSubscription }
  /** The browser has no service workers, Push API or notifications (or no secure context). */
  | { kind: 'unsupported' }
  /** Notifications are blocked for this site: asked before, or the browser's settings. */
  | { kind: 'blocked' }
  /** The member closed the browser's question without answering. */
  | { kind: 'dismissed' }
  /** Allowed, but the worker or the push service failed. */
  | { kind: 'failed' };

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in globalThis &&
  'Notification' in globalThis;

/** The browser's subscription as the contract carries it, when it has what the server needs. */
const contractSubscription = (subscription: PushSubscription): ContractSubscription | undefined => {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (endpoint === undefined || p256dh === undefined || auth === undefined) return undefined;
  return { endpoint, expirationTime: expirationTime ?? null, keys: { p256dh, auth } };
};

/**
 * Asks the browser for notification permission and, when granted, subscribes this browser with
 * the site's public key through the push service worker. Never throws: every way it can end is a
 * result the step explains, and the signup goes on either way.
 */
export const requestPushSubscription = async (publicKey: string): Promise<PushRequestResult> => {
  if (!pushSupported()) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'blocked' };
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch {
    return { kind: 'blocked' };
  }
  if (permission === 'denied') return { kind: 'blocked' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  try {
    const registration = await activeRegistration(
      await navigator.serviceWorker.register(pushWorkerUrl, { scope: pushWorkerScope }),
    );
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
    const forServer = contractSubscription(subscription);
    return forServer === undefined ? { kind: 'failed' } : { kind: 'subscription', subscription: forServer };
  } catch {
    return { kind: 'failed' };
  }
};

/** The push worker's registration, when this browser has one; never throws. */
const pushRegistration = async (): Promise<ServiceWorkerRegistration | undefined> => {
  if (!pushSupported()) return undefined;
  try {
    return await navigator.serviceWorker.getRegistration(pushWorkerScope);
  } catch {
    return undefined;
  }
};

/** This browser's push subscription, if it has one; never throws. */
export const browserPushSubscription = async (): Promise<PushSubscription | undefined> => {
  try {
    return (await (await pushRegistration())?.pushManager.getSubscription()) ?? undefined;
  } catch {
    return undefined;
  }
};
