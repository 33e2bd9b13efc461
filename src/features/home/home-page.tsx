import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { Button, ButtonLink, PageLoading } from '../../ui';
import { useSignupEntry } from '../signup-entry';
import styles from './home-page.module.css';

/** `/` for visitors: the site's greeting, in the member's language, with the site's own name. */
const HomePage = () => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  const { openSignup } = useSignupEntry();

  if (settings.isPending) return <PageLoading />;
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
      <div className={styles.actions}>
        <Button onPress={openSignup}>{LL.home.signup()}</Button>
        <ButtonLink href="/login" variant="outline">
          {LL.topBar.login()}
        </ButtonLink>
      </div>
    </section>
  );
};

export default HomePage;
