import type { ClientReportBatch } from '../../../generated/model';
import { apiUrl } from '../../api';

const clientReportPath = '/api/client-report.php';
const json = 'application/json';

/**
 * Sends one batch (POST /api/client-report.php) in a way that outlives the page, which may be
 * closing: a beacon, typed JSON (a string would go as text/plain, which the contract refuses);
 * where the browser refuses the beacon, a keepalive fetch without cookies. Never retried (the
 * contract says `x-retry: never`: a repeat would count an error twice) and never shown: a lost
 * batch loses one page view's figures.
 */
export const sendBatch = (batch: ClientReportBatch): void => {
  const url = apiUrl(clientReportPath);
  const body = JSON.stringify(batch);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: json }))
    )
      return;
  } catch {
    // A browser that refuses the beacon outright still gets the fetch below.
  }
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': json },
  }).catch(() => {
    // Nothing to tell the member: the page is going away, and the figures are only the site's.
  });
};
