import { clock } from '../../lib/clock';
import { isRecord, localStore, readJson, removeKey, writeJson } from '../../lib/storage';
import { currentPosition, geolocationMaxAgeMs, type PositionResult } from './geolocation';

/**
 * Spec §4, §9: the geolocation result is cached for up to an hour. It is kept in localStorage, so
 * a second press within the hour — on the signup's location step or the profile's location block,
 * after a reload too — fills the fields without asking the browser (and the member) again. The
 * position is the device's, not the member's, so it is not tied to who is logged in.
 */
export const cachedPositionKey = 'geolocation-position';

interface StoredPosition {
  lat: number;
  lon: number;
  /** When the browser answered, in the app's clock (ms). */
  at: number;
}

const isWithin = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

// Anything stored may have been changed by hand or by an older version: only a whole, sane entry counts.
const isStoredPosition = (value: unknown): value is StoredPosition =>
  isRecord(value) &&
  isWithin(value.lat, 90) &&
  isWithin(value.lon, 180) &&
  typeof value.at === 'number' &&
  Number.isFinite(value.at);

export const forgetPosition = (): void => {
  removeKey(localStore(), cachedPositionKey);
};

/** The position the browser gave within the last hour, if any. */
export const cachedPosition = (): { lat: number; lon: number } | undefined => {
  const stored = readJson(localStore(), cachedPositionKey, isStoredPosition);
  if (stored === undefined) return undefined;
  const age = clock.nowMs() - stored.at;
  // A time ahead of the clock cannot be an answer from the past hour: it is not trusted either.
  if (age < 0 || age >= geolocationMaxAgeMs) {
    forgetPosition();
    return undefined;
  }
  return { lat: stored.lat, lon: stored.lon };
};

const rememberPosition = (lat: number, lon: number): void => {
  // A storage that refuses (private mode, full) only means the browser is asked next time.
  writeJson(localStore(), cachedPositionKey, { lat, lon, at: clock.nowMs() } satisfies StoredPosition);
};

/**
 * The position for a press of "Use my location": the one found within the hour, else the
 * browser's (kept for the next press). `fresh` skips the kept one: once the member has withdrawn
 * the permission, a position from before must not be used behind their back.
 */
export const positionForPress = async ({ fresh }: { fresh: boolean }): Promise<PositionResult> => {
  if (fresh) forgetPosition();
  else {
    const cached = cachedPosition();
    if (cached !== undefined) return { kind: 'position', ...cached };
  }
  const result = await currentPosition();
  if (result.kind === 'position') rememberPosition(result.lat, result.lon);
  return result;
};
