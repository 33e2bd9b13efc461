/**
 * Answers the page asked for before the app ran (decision 014): the host's HTML preloads the
 * settings call and a prerendered information page its text (`<link rel="preload" as="fetch">`).
 * The entry takes them at once, so the browser's preload is used while it is fresh (a preload
 * left unused for seconds is a console warning, and on a phone the app needs longer than that to
 * arrive), and the app's first GET of the same URL reads that answer instead of asking again.
 */
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
