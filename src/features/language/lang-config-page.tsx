import { useI18nContext } from '../../../locales/i18n-react';
import { localeEndonyms } from '../../domain/locales';
import { Alert, Button } from '../../ui';
import { useLocaleChoice } from './use-locale-choice';
import styles from './lang-config-page.module.css';

/** `/lang-config`: the language choice as a page, for small screens and installed apps. */
const LangConfigPage = () => {
  const { LL } = useI18nContext();
  const { locale, options, choose, saveFailed, clearFailure } = useLocaleChoice();
  return (
    <section aria-labelledby="lang-config-title">
      <h1 id="lang-config-title">{LL.routes.langConfig()}</h1>
      <p>{LL.language.choose()}</p>
      <ul className={styles.options} aria-label={LL.language.label()}>
        {options.map((option) => (
          <li key={option}>
            <Button
              variant={option === locale ? 'primary' : 'outline'}
              lang={option}
              aria-pressed={option === locale}
              onPress={() => {
                choose(option);
              }}
            >
              {localeEndonyms[option]}
            </Button>
          </li>
        ))}
      </ul>
      {saveFailed && (
        <Alert tone="warning" live="assertive" onDismiss={clearFailure}>
          {LL.language.saveFailed()}
        </Alert>
      )}
    </section>
  );
};

export default LangConfigPage;
