/**
 * Spec §4, §9: a position the browser found is good for up to an hour, so asking again within the
 * hour reuses it (geolocation-cache.ts keeps it; the browser's own cache and react-query's for the
 * place there follow the same hour).
 */
export const geolocationMaxAgeMs = 60 * 60 * 1000;

/** Long enough for a phone to get a fix; after it the member fills in the fields. */
const geolocationTimeoutMs = 20_000;

/** GeolocationPositionError.PERMISSION_DENIED; the named constant is absent on some objects. */
const permissionDenied = 1;

export type PositionResult =
  | { kind: 'position'; lat: number; lon: number }
  /** The browser has no geolocation (or the page is not a secure context). */
  | { kind: 'unsupported' }
  /** The member or the browser's settings refused. */
  | { kind: 'denied' }
  /** No fix in time, or the device could not tell. */
  | { kind: 'unavailable' };

/** The browser's geolocation, or undefined where there is none (old browsers, insecure pages). */
export const browserGeolocation = (): Geolocation | undefined => {
  const geolocation = 'geolocation' in navigator ? navigator.geolocation : undefined;
  return typeof geolocation?.getCurrentPosition === 'function' ? geolocation : undefined;
};

/** The member's position from the browser, asked once; never throws. */
export const currentPosition = (): Promise<PositionResult> =>
  new Promise((resolve) => {
    const geolocation = browserGeolocation();
    if (geolocation === undefined) {
      resolve({ kind: 'unsupported' });
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        resolve({ kind: 'position', lat: coords.latitude, lon: coords.longitude });
      },
      (error) => {
        resolve({ kind: error.code === permissionDenied ? 'denied' : 'unavailable' });
      },
      { maximumAge: geolocationMaxAgeMs, timeout: geolocationTimeoutMs },
    );
  });
