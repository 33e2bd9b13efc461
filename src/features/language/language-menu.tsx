import { useI18nContext } from '../../../locales/i18n-react';
import { localeEndonyms } from '../../domain/locales';
import { Alert, DropdownMenu } from '../../ui';
import { languageMenuLabel } from './language-menu-label';
import { useLocaleChoice } from './use-locale-choice';

/**
 * The top bar's language dropdown: only the languages of the visitor's country (spec §9), each
 * in its own language so anyone finds theirs, plus the current one.
 */
export const LanguageMenu = () => {
  const { LL } = useI18nContext();
  const { locale, options, choose, saveFailed, clearFailure } = useLocaleChoice();
  return (
    <>
      <DropdownMenu
        triggerLabel={locale.toUpperCase()}
        triggerAriaLabel={languageMenuLabel(LL, locale)}
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
      {saveFailed && (
        <Alert tone="warning" live="assertive" onDismiss={clearFailure}>
          {LL.language.saveFailed()}
        </Alert>
      )}
    </>
  );
};
