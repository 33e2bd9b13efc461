import { isRecord, localStore, readJson, writeJson } from './storage';

/** Spec §3 "Tracking data stored": where the visitor came from, kept for signup. */
export type TrackingData = { network?: string; ref?: string; sub1?: string; sub2?: string; sub3?: string };

const trackingKeys = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
const storageKey = 'tracking';
/**
 * A link's value is the site's data, not an essay: anything longer than the contract takes
 * (`Tracking` in openapi/components/common.yaml) is cut, so a long link cannot make signup fail.
 */
const maxLengthOf: Record<(typeof trackingKeys)[number], number> = {
  network: 100,
  ref: 100,
  sub1: 255,
  sub2: 255,
  sub3: 255,
};

/** Keeps the known keys that hold non-empty text, trimmed and cut to length. */
const pickTracking = (read: (key: string) => unknown): TrackingData => {
  const data: TrackingData = {};
  for (const key of trackingKeys) {
    const value = read(key);
    if (typeof value !== 'string') continue;
    const cleaned = value.trim().slice(0, maxLengthOf[key]);
    if (cleaned !== '') data[key] = cleaned;
  }
  return data;
};

/** What was stored before; a hand-edited or broken entry counts only for its valid parts. */
export const readTracking = (): TrackingData => {
  const stored = readJson(localStore(), storageKey, isRecord);
  return stored === undefined ? {} : pickTracking((key) => stored[key]);
};

/**
 * Spec §7 Page query: stores the tracking parameters of a link over the ones stored before, so a
 * later link without `sub2` keeps the earlier `sub2`. A page without any leaves them alone.
 */
export const storeTrackingFromQuery = (params: URLSearchParams): void => {
  const found = pickTracking((key) => params.get(key));
  if (Object.keys(found).length === 0) return;
  writeJson(localStore(), storageKey, { ...readTracking(), ...found });
};

/** Spec §6: some settings allow signup or search only for visitors from a traffic source. */
export const hasTrafficSource = (): boolean => readTracking().network !== undefined;
