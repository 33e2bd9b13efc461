import type { QueryClient } from '@tanstack/react-query';
import { getGetSettingsQueryOptions } from '../../generated/hooks/site/site';
import type { Locales } from '../../locales/i18n-types';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { isSupportedLocale, localeCookie, localeFromDomainLanguage } from '../domain/locales';
import { readCookie } from '../lib/cookies';

/**
 * Boot before the first render: read the site settings for this host and pick the interface
 * language (locale cookie, else `domain_language`, else English — spec §7). A failed settings
 * call does not block the app: the screens show their own error state.
 */
export const boot = async (queryClient: QueryClient): Promise<Locales> => {
  const fromCookie = readCookie(localeCookie.name);
  let locale: Locales = fromCookie !== undefined && isSupportedLocale(fromCookie) ? fromCookie : 'en';
  if (fromCookie === undefined) {
    try {
      const { settings } = await queryClient.query(
        getGetSettingsQueryOptions({ forced_domain: window.location.hostname }),
      );
      locale = localeFromDomainLanguage(settings.domain_language) ?? 'en';
    } catch {
      // Settings unavailable: English, and the screens show the error.
    }
  }
  await loadLocaleAsync(locale);
  document.documentElement.lang = locale;
  return locale;
};
