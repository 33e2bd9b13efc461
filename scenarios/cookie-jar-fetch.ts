/**
 * A fetch that keeps cookies as a browser does, for hosts without one (the `npm run scenario`
 * CLI in Node): what the simulated site sets with Set-Cookie — the session above all — goes back
 * with the later requests to the same origin. Only what the site uses: name=value, Path, Max-Age
 * and Expires (a past date or Max-Age ≤ 0 deletes); cookies are host-only (Domain is ignored) and
 * Secure, HttpOnly and SameSite change nothing for a client that is neither a page nor cross-site.
 */
export type Fetch = (request: Request) => Promise<Response>;

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Milliseconds since the epoch; a session cookie (no expiry) when absent. */
  expiresAt?: number;
}

/** RFC 6265 §5.1.4: the directory of the request's path when Set-Cookie names no Path. */
const defaultPath = (requestPath: string): string => {
  const lastSlash = requestPath.lastIndexOf('/');
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash);
};

/** RFC 6265 §5.1.4: `/api` covers `/api` and `/api/…`, not `/apis`. */
const pathMatches = (cookiePath: string, requestPath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) &&
    (cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/'));

/** One Set-Cookie header as stored; undefined for a header without a name=value pair. */
export const parseSetCookie = (
  header: string,
  requestPath: string,
  now: number,
): StoredCookie | undefined => {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  const cookie: StoredCookie = {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    path: defaultPath(requestPath),
  };
  let maxAge: number | undefined;
  let expires: number | undefined;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'path' && value.startsWith('/')) cookie.path = value;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value);
    else if (key === 'expires' && !Number.isNaN(Date.parse(value))) expires = Date.parse(value);
  }
  // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
  if (maxAge !== undefined) cookie.expiresAt = now + maxAge * 1000;
  else if (expires !== undefined) cookie.expiresAt = expires;
  return cookie;
};

export interface CookieJarFetch extends Fetch {
  /** The cookies the jar would send to `url` now, as `name=value` pairs (for tests and reports). */
  cookiesFor: (url: string) => string[];
}

/**
 * Wraps `send` (Node's fetch by default) with a cookie jar of its own: one jar per wrapped fetch,
 * so each scenario starts as a new browser would. `now` is the real time, not the simulation's:
 * a browser expires cookies by its own clock too.
 */
export const cookieJarFetch = (
  send: Fetch = (request) => fetch(request),
  now: () => number = Date.now,
): CookieJarFetch => {
  /** Per origin, keyed by name and path (RFC 6265 §5.3 step 11). */
  const jar = new Map<string, Map<string, StoredCookie>>();

  const cookiesFor = (url: string): string[] => {
    const { origin, pathname } = new URL(url);
    const cookies = jar.get(origin);
    if (cookies === undefined) return [];
    const at = now();
    const matching: StoredCookie[] = [];
    for (const [key, cookie] of cookies) {
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= at) cookies.delete(key);
      else if (pathMatches(cookie.path, pathname)) matching.push(cookie);
    }
    // Longer paths first (RFC 6265 §5.4 step 2), as a browser orders them.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.map((cookie) => `${cookie.name}=${cookie.value}`);
  };

  const keep = (url: string, headers: string[]) => {
    const { origin, pathname } = new URL(url);
    const cookies = jar.get(origin) ?? new Map<string, StoredCookie>();
    jar.set(origin, cookies);
    for (const header of headers) {
      const cookie = parseSetCookie(header, pathname, now());
      if (cookie === undefined) continue;
      const key = `${cookie.name};${cookie.path}`;
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now()) cookies.delete(key);
      else cookies.set(key, cookie);
    }
  };

  const jarFetch = async (request: Request): Promise<Response> => {
    const stored = cookiesFor(request.url);
    let outgoing = request;
    if (stored.length > 0) {
      const headers = new Headers(request.headers);
      const own = headers.get('cookie');
      headers.set('cookie', [...(own === null ? [] : [own]), ...stored].join('; '));
      outgoing = new Request(request, { headers });
    }
    const response = await send(outgoing);
    keep(response.url === '' ? request.url : response.url, response.headers.getSetCookie());
    return response;
  };
  return Object.assign(jarFetch, { cookiesFor });
};
