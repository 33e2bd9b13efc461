import { dismissibleAlerts, type DismissibleAlert } from '../../domain/alert-dismissals';
import { isRecord, localStore, readJson, writeJson } from '../../lib/storage';

/**
 * Where each member's dismissals are kept (decision 017): one localStorage entry per member, so
 * whoever logs in next on the device sees their own alerts. The version is in the key: a later
 * shape takes `v2`, and old entries are then simply never read.
 */
const keyPrefix = 'alert-dismissals:v1:';

export const dismissalsKey = (memberId: number): string => `${keyPrefix}${String(memberId)}`;

type DismissalTimes = Partial<Record<DismissibleAlert, number>>;

/**
 * The page's own copy for when the browser refuses storage (private modes, a full quota): the
 * dismissal then holds until the page is reloaded, which is the best that can be done.
 */
const inMemory = new Map<number, DismissalTimes>();
const listeners = new Set<() => void>();

/** The stored times that parse: an entry edited by hand or by an older app loses only itself. */
const storedTimes = (memberId: number): DismissalTimes => {
  const stored = readJson(localStore(), dismissalsKey(memberId), isRecord);
  const times: DismissalTimes = {};
  if (stored === undefined) return times;
  for (const alert of dismissibleAlerts) {
    const value = stored[alert];
    const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(ms)) times[alert] = ms;
  }
  return times;
};

/** When the member last dismissed the alert on this device, in ms; undefined when never. */
export const dismissedAt = (memberId: number, alert: DismissibleAlert): number | undefined => {
  const stored = storedTimes(memberId)[alert];
  const kept = inMemory.get(memberId)?.[alert];
  if (stored === undefined || kept === undefined) return stored ?? kept;
  // Another tab may have dismissed it later than this page's copy says.
  return Math.max(stored, kept);
};

/** Keeps the dismissal's time; never throws, whatever the storage does. */
export const rememberDismissal = (memberId: number, alert: DismissibleAlert, atMs: number): void => {
  const times = { ...storedTimes(memberId), [alert]: atMs };
  // ISO times, as the entry warning's skip: readable when someone looks into the storage.
  const entry = Object.fromEntries(
    Object.entries(times).map(([name, ms]) => [name, new Date(ms).toISOString()]),
  );
  if (!writeJson(localStore(), dismissalsKey(memberId), entry)) {
    inMemory.set(memberId, { ...inMemory.get(memberId), [alert]: atMs });
  }
  for (const listener of listeners) listener();
};

/** For `useSyncExternalStore`: dismissals in this page, and in other tabs through `storage`. */
export const subscribeDismissals = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // A null key: the whole storage was cleared.
    if (event.key === null || event.key.startsWith(keyPrefix)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Tests only: forgets the page's copy, as a reload would. */
export const forgetDismissalsInMemoryForTests = (): void => {
  inMemory.clear();
};
