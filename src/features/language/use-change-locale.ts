import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetUserQueryKey, updateUser } from '../../../generated/hooks/account/account';
import { getGetSettingsQueryKey } from '../../../generated/hooks/site/site';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { Locales } from '../../../locales/i18n-types';
import { useCurrentUser } from '../../api';
import { localeCookie } from '../../domain/locales';
import { writeCookie } from '../../lib/cookies';
import { loadTextsForSwitch } from './screen-texts';

/**
 * Loads the catalogue, switches the interface and remembers the choice in the locale cookie
 * (365 days); a logged-in member's choice is also saved on the account (PUT user.php, spec §7).
 * The interface switches even when saving fails — the promise then rejects so the caller can say
 * the account keeps its old language. The settings are asked for again: their site texts (such as
 * the fictional-profile disclaimer) come in the cookie's language.
 */
export const useChangeLocale = () => {
  const { setLocale } = useI18nContext();
  const queryClient = useQueryClient();
  const loggedIn = useCurrentUser().data != null;
  return useCallback(
    async (locale: Locales) => {
      await loadTextsForSwitch(locale);
      setLocale(locale);
      document.documentElement.lang = locale;
      writeCookie(localeCookie.name, locale, localeCookie.maxAgeDays);
      void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
      if (loggedIn) {
        const { user } = await updateUser({ language: locale });
        queryClient.setQueryData<User | null>(getGetUserQueryKey(), user);
      }
    },
    [setLocale, loggedIn, queryClient],
  );
};
