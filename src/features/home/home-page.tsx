import { useEffect } from 'react';
import { useGetSettings } from '../../../generated/hooks/site/site';
import { useI18nContext } from '../../../locales/i18n-react';
import { LanguageSwitch } from '../language';
import styles from './home-page.module.css';

/** `/` for visitors: the site's greeting, in the member's language, with the site's own name. */
const HomePage = () => {
  const { LL } = useI18nContext();
  const settings = useGetSettings({ forced_domain: window.location.hostname });
  const siteName = settings.data?.settings.name;

  useEffect(() => {
    if (siteName !== undefined) document.title = LL.home.pageTitle({ siteName });
  }, [LL, siteName]);

  if (settings.isPending) {
    return (
      <p role="status" aria-busy="true">
        {LL.common.loading()}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <p role="alert" className={styles.error}>
        {LL.common.loadFailed()}
      </p>
    );
  }
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {LL.home.title({ siteName: settings.data.settings.name })}
      </h1>
      <p className={styles.intro}>{LL.home.intro()}</p>
      <LanguageSwitch />
    </section>
  );
};

export default HomePage;
