import { clock } from '../lib/clock';

/**
 * Lets the app's clock follow the server's, read from an answer's `Date` header (issue 11 item 8):
 * a phone's clock may be wrong, and a moved simulation clock must move the screens too. The header
 * names a whole second, so the middle of that second is the best guess of the server's time. A
 * cached answer (with `Age`) carries the time it was made, not the time now, and is passed over.
 */
export const followServerDate = (response: Response): void => {
  if (response.headers.has('Age')) return;
  const date = response.headers.get('Date');
  if (date === null) return;
  const serverMs = Date.parse(date);
  if (Number.isNaN(serverMs)) return;
  clock.followServer(serverMs + 500);
};
