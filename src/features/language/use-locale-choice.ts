import { useEffect, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { Locales } from '../../../locales/i18n-types';
import { useSiteSettings } from '../../api';
import { browserLocales, offeredLocales } from '../../domain/language-choice';
import { useChangeLocale } from './use-change-locale';
import { readUsedLocales, rememberUsedLocale } from './used-locales';

/**
 * The languages on offer here (decision 010: the country's, the one in use, those used before and
 * the browser's) and the act of choosing one, with the save failure to report.
 */
export const useLocaleChoice = () => {
  const { locale } = useI18nContext();
  const country = useSiteSettings().data?.settings.geoip_country;
  const changeLocale = useChangeLocale();
  const [saveFailed, setSaveFailed] = useState(false);
  // The language read now counts as used even if it came from the cookie or the domain, so
  // switching away from it keeps the way back.
  const [used, setUsed] = useState(readUsedLocales);
  useEffect(() => {
    setUsed(rememberUsedLocale(locale));
  }, [locale]);
  const choose = (next: Locales) => {
    setSaveFailed(false);
    changeLocale(next).catch(() => {
      setSaveFailed(true);
    });
  };
  return {
    locale,
    options: offeredLocales({ country, current: locale, used, browser: browserLocales(navigator.languages) }),
    choose,
    saveFailed,
    clearFailure: () => {
      setSaveFailed(false);
    },
  };
};
