import { apiUrl } from './http-config';

const pageHiddenPath = '/api/page-hidden.php';
const body = '{}';

/**
 * Spec §7: tells the server the page became hidden (POST /api/page-hidden.php with `{}`). A
 * beacon outlives the page, which may be closing; where `sendBeacon` is missing or refuses
 * (queue full), a keepalive fetch does the same. It is never retried and never fails visibly:
 * the returned promise always resolves.
 */
export const sendPageHiddenBeacon = async (): Promise<void> => {
  const url = apiUrl(pageHiddenPath);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    await fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
  } catch {
    // The page is going away and the server only loses a timing: nothing to tell the member.
  }
};
