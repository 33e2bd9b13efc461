import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSupportedLocale, localeCookie, localeFromDomainLanguage } from '../../src/domain/locales';
import { siteSettings } from '../db/site-settings';

/** What of a page request decides which HTML it gets. */
export interface PageRequest {
  /** The request's `Cookie` header. */
  cookie?: string;
  /** The page's full URL (host and query), for the settings request started by the HTML. */
  url?: URL;
}

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
};

/** The app's own choice (src/app/boot.ts): the cookie, else the domain's language, else English. */
export const pageLocale = (cookie: string | undefined): string => {
  const chosen = cookieValue(cookie, localeCookie.name);
  if (chosen !== undefined && isSupportedLocale(chosen)) return chosen;
  return localeFromDomainLanguage(siteSettings().domain_language) ?? 'en';
};

/**
 * The prerendered HTML of `urlPath` in the request's locale (scripts/prerender.ts wrote it with
 * `prerendered/routes.json`), or undefined for a route that has none or a build without them.
 */
export const prerenderedPage = async (
  root: string,
  urlPath: string,
  { cookie }: PageRequest,
): Promise<string | undefined> => {
  let routes: Record<string, string>;
  try {
    routes = JSON.parse(await readFile(join(root, 'prerendered', 'routes.json'), 'utf8')) as Record<
      string,
      string
    >;
  } catch {
    return undefined;
  }
  const file = Object.hasOwn(routes, urlPath) ? routes[urlPath] : undefined;
  return file === undefined ? undefined : join(root, 'prerendered', pageLocale(cookie), file);
};

/**
 * The settings call's URL exactly as the app builds it (src/api/site-settings.ts: the host as
 * forced domain, then the page's query, the last value of a repeated name), so the browser hands
 * the preloaded answer to the app's own request instead of asking twice.
 */
export const settingsUrl = (page: URL): string => {
  const query = new URLSearchParams();
  query.append('forced_domain', page.hostname);
  for (const [name, value] of Object.entries(Object.fromEntries(page.searchParams)))
    query.append(name, value);
  return `/api/settings.php?${query.toString()}`;
};

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Starts the settings call from the HTML, before the bundle asks (no inline script under the CSP):
 * a preload with the credentials mode of the app's request (`include`), placed before the first
 * script or stylesheet so it leaves with them.
 */
export const withSettingsPreload = (html: string, page: URL): string => {
  const link = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(settingsUrl(page))}" />\n    `;
  const first = html.search(/<(script|link)\b/);
  return first === -1 ? html : `${html.slice(0, first)}${link}${html.slice(first)}`;
};
