/**
 * Spec §4 Push: what the push worker (/sw-push.js) posts to the site's pages. Each message names
 * the page it is about (`checkUrl`) and the page a click should open (`openUrl`); decision 029.
 */
export type PushPageMessage =
  { type: 'NEW_PUSH_MESSAGE' } | { type: 'NEW_PUSH_CLICK'; checkUrl: string | null; openUrl: string | null };

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A message event's data, if it is one of the push worker's; anything else (other workers) is not. */
export const readPushPageMessage = (data: unknown): PushPageMessage | undefined => {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  if (data.type === 'NEW_PUSH_MESSAGE') return { type: 'NEW_PUSH_MESSAGE' };
  if (data.type !== 'NEW_PUSH_CLICK') return undefined;
  return {
    type: 'NEW_PUSH_CLICK',
    checkUrl: 'checkUrl' in data ? text(data.checkUrl) : null,
    openUrl: 'openUrl' in data ? text(data.openUrl) : null,
  };
};

const sameOriginPath = (url: string | null, origin: string): string | undefined => {
  if (url === null || url === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  // Only http(s) pages of this very site: never javascript:, data:, another host or port.
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return undefined;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * The in-app path a push click opens, or undefined when it must be ignored: both the page the
 * message was made for and the page to open have to be on this site's origin. A push is text from
 * the server's push sender, but a click must never carry the member off to another site.
 */
export const pushClickTarget = (
  message: Extract<PushPageMessage, { type: 'NEW_PUSH_CLICK' }>,
  origin: string,
): string | undefined => {
  if (sameOriginPath(message.checkUrl, origin) === undefined) return undefined;
  return sameOriginPath(message.openUrl, origin);
};
