import { useEffect, useState } from 'react';
import { browserGeolocation, type PositionResult } from './geolocation';

/**
 * Spec §4: the geolocation permission is unsupported, unknown, or the browser's own state. The
 * browser's "prompt" (it will ask) is shown as unknown: nothing has been decided yet.
 */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied';

const fromBrowser = (state: PermissionState): GeolocationPermission =>
  state === 'prompt' ? 'unknown' : state;

/** What an attempt taught: an answer with a position means the browser lets the site use it. */
export const permissionAfter = (
  current: GeolocationPermission,
  result: PositionResult['kind'],
): GeolocationPermission => {
  switch (result) {
    case 'position':
      return 'granted';
    case 'denied':
    case 'unsupported':
      return result;
    case 'unavailable':
      // No fix says nothing about the permission.
      return current;
  }
};

/** The browser's permission record, read without asking the member; undefined where it cannot tell. */
const queryPermission = async (): Promise<PermissionStatus | undefined> => {
  try {
    // Missing in older Safari and some webviews; a browser that does not know the name rejects.
    const permissions = 'permissions' in navigator ? navigator.permissions : undefined;
    if (typeof permissions?.query !== 'function') return undefined;
    return await permissions.query({ name: 'geolocation' });
  } catch {
    return undefined;
  }
};

/**
 * The permission as far as the page can know it: from the Permissions API where there is one (and
 * following its changes, e.g. the member allowing it in the browser's settings), else unknown
 * until an attempt answers. The setter records what an attempt taught.
 */
export const useGeolocationPermission = () => {
  const [permission, setPermission] = useState<GeolocationPermission>(() =>
    browserGeolocation() === undefined ? 'unsupported' : 'unknown',
  );
  useEffect(() => {
    if (browserGeolocation() === undefined) return;
    let active = true;
    let status: PermissionStatus | undefined;
    const follow = () => {
      if (active && status !== undefined) setPermission(fromBrowser(status.state));
    };
    void queryPermission().then((found) => {
      if (!active || found === undefined) return;
      status = found;
      follow();
      found.addEventListener('change', follow);
    });
    return () => {
      active = false;
      status?.removeEventListener('change', follow);
    };
  }, []);
  return [permission, setPermission] as const;
};
