import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { Locales } from '../../../locales/i18n-types';
import { useSiteSettings } from '../../api';
import { visibleLocales } from '../../domain/locales';
import { useChangeLocale } from './use-change-locale';

/** The languages on offer here and the act of choosing one, with the save failure to report. */
export const useLocaleChoice = () => {
  const { locale } = useI18nContext();
  const country = useSiteSettings().data?.settings.geoip_country;
  const changeLocale = useChangeLocale();
  const [saveFailed, setSaveFailed] = useState(false);
  const choose = (next: Locales) => {
    setSaveFailed(false);
    changeLocale(next).catch(() => {
      setSaveFailed(true);
    });
  };
  return {
    locale,
    options: visibleLocales(country, locale),
    choose,
    saveFailed,
    clearFailure: () => {
      setSaveFailed(false);
    },
  };
};
