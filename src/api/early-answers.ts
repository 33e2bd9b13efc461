/**
 * Answers the page asked for before the app ran (decision 014): the host's HTML preloads the
 * settings call and a prerendered information page its text (`<link rel="preload" as="fetch">`).
 * The entry takes them at once, so the browser's preload is used while it is fresh (a preload
 * left unused for seconds is a console warning, and on a phone the app needs longer than that to
 * arrive), and the app's first GET of the same URL reads that answer instead of asking again.
 */
import { builtApiBaseUrl } from './api-base-url';
import { userPath, userReadHeaders } from './session-request';

const early = new Map<string, Promise<Response>>();

/** Called by the entry: starts (takes over) every fetch the page preloads. */
export const takeEarlyAnswers = (page: Document): void => {
  for (const link of page.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')) {
    // The preload's own mode: CORS with credentials (`crossorigin="use-credentials"`).
    const answer = fetch(link.href, { credentials: 'include' });
    // A failure is the app's to see, when its request takes this answer; not an unhandled one.
    answer.catch(() => undefined);
    early.set(link.href, answer);
  }
};

const isMemberAnswer = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  'user' in body &&
  typeof body.user === 'object' &&
  body.user !== null;

/**
 * Called by the entry: asks who is logged in at once, as the app's first render will (its
 * session read takes this answer). A member's page needs that answer before anything of theirs
 * can load — their chrome's code, their screen's data — and the entry runs while the app's code
 * is still on its way: asked here, the answer is in by the time the code is (issue 14 item 8).
 * A preload from the HTML cannot ask it: it sends no headers, and the read carries the spec's.
 * Resolves whether the answer is a member's; never rejects.
 */
export const askSessionEarly = (): Promise<boolean> => {
  // The build's API origin, not the app's configuration: the entry runs before anything could
  // change it, and it keeps the app's HTTP settings out of the entry's chunk.
  const url = `${builtApiBaseUrl === '' ? globalThis.location.origin : builtApiBaseUrl}${userPath}`;
  const answer = fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/json', ...userReadHeaders },
  });
  answer.catch(() => undefined);
  early.set(url, answer);
  return answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then(isMemberAnswer, () => false);
};

/** The URLs the page asked for early whose answers no request has taken yet. */
export const earlyUrls = (): URL[] => [...early.keys()].map((href) => new URL(href));

/** The early answer for this request, once; later requests ask the server themselves. */
export const earlyAnswer = (request: Request): Promise<Response> | undefined => {
  if (request.method !== 'GET') return undefined;
  const answer = early.get(request.url);
  early.delete(request.url);
  return answer;
};

/**
 * The JSON body of the first early answer whose URL `matches`, for the entry to paint from before
 * the app runs (src/prerender/early-paint.ts). It reads a copy, taken as soon as the answer
 * arrives and before the app's own request can read it; a failed or non-JSON answer is
 * `undefined`, left for the app to report.
 */
export const earlyJson = (matches: (url: URL) => boolean): Promise<unknown> | undefined => {
  for (const [href, answer] of early) {
    if (!matches(new URL(href))) continue;
    return answer
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .catch(() => undefined);
  }
  return undefined;
};
