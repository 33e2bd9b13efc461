import { useI18nContext } from '../../../locales/i18n-react';
import { localeEndonyms, supportedLocales } from '../../domain/locales';
import { Button } from '../../ui';
import { useChangeLocale } from './use-change-locale';
import styles from './language-switch.module.css';

/**
 * One button per other language, each labelled in its own language so a member who cannot read
 * the current one still finds theirs. (The shell's language dropdown replaces this.)
 */
export const LanguageSwitch = () => {
  const { locale, LL } = useI18nContext();
  const changeLocale = useChangeLocale();
  return (
    <nav aria-label={LL.language.label()} className={styles.switch}>
      {supportedLocales
        .filter((other) => other !== locale)
        .map((other) => (
          <Button key={other} variant="outline" lang={other} onPress={() => void changeLocale(other)}>
            {localeEndonyms[other]}
          </Button>
        ))}
    </nav>
  );
};
