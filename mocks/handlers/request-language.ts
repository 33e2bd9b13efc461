import { localeFromLanguageTag } from '../../src/domain/language-choice';
import {
  isSupportedLocale,
  localeCookie,
  localeFromDomainLanguage,
  type SupportedLocale,
} from '../../src/domain/locales';
import { siteSettings } from '../db/site-settings';

/** The first of the eleven in an Accept-Language header, by the order the browser gives. */
export const acceptedLocale = (header: string | null): SupportedLocale | undefined =>
  (header ?? '')
    .split(',')
    .map((part) => localeFromLanguageTag(part.trim()))
    .find((locale) => locale !== undefined);

/**
 * The browser's languages as an Accept-Language header would give them. Over HTTP the header
 * carries them; in `npm start` the handlers run in the page, where the service worker's copy of a
 * request may lack the header, so the page's own navigator answers instead.
 */
export const browserLanguageHeader = (request: Request): string | null =>
  request.headers.get('accept-language') ??
  (typeof navigator === 'undefined' ? null : navigator.languages.join(','));

/**
 * The language a site text is served in, as the real site decides it: the `lang` the app sends,
 * else the locale cookie, else the browser's Accept-Language, else the domain's language.
 */
export const requestLanguage = (
  request: Request,
  cookies: Record<string, string | undefined>,
  lang?: string,
): SupportedLocale => {
  const cookie = cookies[localeCookie.name];
  if (lang !== undefined && isSupportedLocale(lang)) return lang;
  if (cookie !== undefined && isSupportedLocale(cookie)) return cookie;
  return (
    acceptedLocale(request.headers.get('accept-language')) ??
    localeFromDomainLanguage(siteSettings().domain_language) ??
    'en'
  );
};
