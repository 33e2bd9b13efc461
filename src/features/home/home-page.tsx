import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { PageLoading, PlainButton, PlainButtonLink } from '../../ui';
import { SkeletonBox, SkeletonLine, SkeletonParagraph } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import styles from './home-page.module.css';

/** `/` for visitors: the site's greeting, in the member's language, with the site's own name. */
const HomePage = () => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  const { openSignup } = useSignupEntry();

  if (settings.isPending) {
    return (
      <PageLoading>
        <div className={styles.hero}>
          <SkeletonLine size="xl" width="70%" />
          <SkeletonParagraph lines={2} size="lg" />
          <div className={styles.actions}>
            <SkeletonBox width="8rem" height="44px" />
            <SkeletonBox width="6rem" height="44px" />
          </div>
        </div>
      </PageLoading>
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
      <div className={styles.actions}>
        <PlainButton onClick={openSignup}>{LL.home.signup()}</PlainButton>
        <PlainButtonLink href="/login" variant="outline">
          {LL.topBar.login()}
        </PlainButtonLink>
      </div>
    </section>
  );
};

export default HomePage;
