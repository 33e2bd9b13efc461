import type { QueryClient } from '@tanstack/react-query';
import type { Locales } from '../../locales/i18n-types';
import { loadedLocales } from '../../locales/i18n-util';
import { siteSettingsQueryOptions } from '../api';
import { isSupportedLocale, localeCookie, localeFromDomainLanguage } from '../domain/locales';
import { readCookie } from '../lib/cookies';
import { catalogueComplete, loadRootTexts } from '../features/language/screen-texts';

/**
 * The interface language (spec §7): the locale cookie, else the first two letters of the site's
 * `domain_language` when supported, else English.
 */
export const chooseLocale = (cookie: string | undefined, domainLanguage: string | undefined): Locales => {
  if (cookie !== undefined && isSupportedLocale(cookie)) return cookie;
  return (domainLanguage === undefined ? undefined : localeFromDomainLanguage(domainLanguage)) ?? 'en';
};

/**
 * Boot before the first render: read the site settings for this host and route, then load the
 * chosen catalogue. A failed settings call does not block the app: the screens show their own
 * error state, in English or the cookie's language.
 */
export const boot = async (queryClient: QueryClient): Promise<Locales> => {
  let domainLanguage: string | undefined;
  try {
    domainLanguage = (await queryClient.query(siteSettingsQueryOptions())).domain_language;
  } catch {
    // Settings unavailable: the screens show the error.
  }
  const locale = chooseLocale(readCookie(localeCookie.name), domainLanguage);
  // Development only (`npm start`, then `?pseudo`): the build drops this branch entirely.
  if (import.meta.env.MODE === 'sim' && new URLSearchParams(window.location.search).has('pseudo')) {
    const [{ pseudoCatalogue }, { loadLocaleAsync }] = await Promise.all([
      import('./dev/pseudo-locale'),
      import('../../locales/i18n-util.async'),
    ]);
    await loadLocaleAsync(locale);
    loadedLocales[locale] = pseudoCatalogue(loadedLocales[locale]);
    catalogueComplete(locale);
  } else {
    // The root texts; each screen's own come with its code (src/features/language/screen-texts.ts).
    await loadRootTexts(locale);
  }
  document.documentElement.lang = locale;
  return locale;
};
