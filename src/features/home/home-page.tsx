import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { PlainButton, PlainButtonLink } from '../../ui';
import { SkeletonLine } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import { FrontDoorProfiles } from './front-door-profiles';
import styles from './home-page.module.css';

/**
 * `/` for visitors (and `/she`, `/bdsm`, … for a niche, spec §1): the greeting in the member's
 * language under the site's own name, then profiles of the niche to tempt (decision 032).
 *
 * Only the name line waits for the settings: the greeting, the intro and the buttons are the
 * locale's fixed texts, so the page's HTML built ahead (scripts/prerender.ts) already shows them
 * at their final size, and its largest text is painted before any script runs (issue 13 item 3).
 */
const HomePage = ({ niche }: { niche?: number }) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  const { openSignup } = useSignupEntry();

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title" aria-busy={settings.isPending}>
        {settings.isError ? (
          <p role="alert" className={styles.error}>
            {LL.common.loadFailed()}
          </p>
        ) : (
          <p className={styles.site}>
            {settings.isPending ? <SkeletonLine width="8rem" /> : settings.data.settings.name}
          </p>
        )}
        <h1 id="home-title" className={styles.title}>
          {LL.routes.index()}
        </h1>
        <p className={styles.intro}>{LL.home.intro()}</p>
        <div className={styles.actions}>
          <PlainButton onClick={openSignup}>{LL.home.signup()}</PlainButton>
          <PlainButtonLink href="/login" variant="outline">
            {LL.topBar.login()}
          </PlainButtonLink>
        </div>
      </section>
      <FrontDoorProfiles niche={niche} />
    </>
  );
};

export default HomePage;
