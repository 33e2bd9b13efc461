import { useI18nContext } from '../../../locales/i18n-react';
import { localeEndonyms } from '../../domain/locales';
import { Alert, MenuButton } from '../../ui';
import { GlobeIcon } from './globe-icon';
import { languageMenuLabel } from './language-menu-label';
import styles from './language-menu.module.css';
import { useLocaleChoice } from './use-locale-choice';

/**
 * The top bar's language dropdown: only the languages of the visitor's country (spec §9), each
 * in its own language so anyone finds theirs, plus the current one. On phones the trigger is a
 * globe and the code, so the bar stays on one line in every language.
 */
export const LanguageMenu = () => {
  const { LL } = useI18nContext();
  const { locale, options, choose, saveFailed, clearFailure } = useLocaleChoice();
  return (
    <>
      <MenuButton
        triggerLabel={
          <>
            <GlobeIcon className={styles.globe} />
            {locale.toUpperCase()}
          </>
        }
        triggerAriaLabel={languageMenuLabel(LL, locale)}
        triggerClassName={styles.trigger}
        loadFailedMessage={LL.topBar.menuLoadFailed()}
        notice={
          saveFailed ? (
            <Alert tone="warning" live="assertive" onDismiss={clearFailure}>
              {LL.language.saveFailed()}
            </Alert>
          ) : undefined
        }
        placement="bottom end"
        items={options.map((option) => ({
          id: option,
          label: localeEndonyms[option],
          lang: option,
          isCurrent: option === locale,
          onAction: () => {
            choose(option);
          },
        }))}
      />
    </>
  );
};
