import { apiUrl } from './http-config';

const pageHiddenPath = '/api/page-hidden.php';
const json = 'application/json';

/**
 * The empty JSON object as a Blob typed `application/json`: `sendBeacon` sends a string as
 * `text/plain`, which the contract does not take. The type is not CORS-safelisted, which matters
 * only across origins (some browsers refuse such a beacon there); the site's API is same-origin.
 */
const beaconBody = (): Blob => new Blob([JSON.stringify({})], { type: json });

/**
 * Spec §7: tells the server the page became hidden (POST /api/page-hidden.php with `{}`). A
 * beacon outlives the page, which may be closing; where `sendBeacon` is missing or refuses
 * (queue full), a keepalive fetch does the same. It is never retried and never fails visibly:
 * the returned promise always resolves.
 */
export const sendPageHiddenBeacon = async (): Promise<void> => {
  const url = apiUrl(pageHiddenPath);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, beaconBody())) return;
  } catch {
    // A browser that refuses this beacon outright still gets the keepalive fetch below.
  }
  try {
    await fetch(url, {
      method: 'POST',
      body: JSON.stringify({}),
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': json },
    });
  } catch {
    // The page is going away and the server only loses a timing: nothing to tell the member.
  }
};
