import { useCallback } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { Locales } from '../../../locales/i18n-types';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { localeCookie } from '../../domain/locales';
import { writeCookie } from '../../lib/cookies';

/** Loads the catalogue, switches the interface and remembers the choice in the locale cookie. */
export const useChangeLocale = () => {
  const { setLocale } = useI18nContext();
  return useCallback(
    async (locale: Locales) => {
      await loadLocaleAsync(locale);
      setLocale(locale);
      document.documentElement.lang = locale;
      writeCookie(localeCookie.name, locale, localeCookie.maxAgeDays);
    },
    [setLocale],
  );
};
