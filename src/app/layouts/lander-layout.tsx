import { Link, useLocation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { nicheHomeOf } from '../../domain/landing';
import { EntryWarning, SignupModal } from '../../features/shell';
import { Container } from '../../ui';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/** Spec §2 lander layout: a minimal bar with the logo, then the landing page. */
export const LanderLayout = () => {
  const { LL } = useI18nContext();
  const routeName = useCurrentRouteName();
  const siteName = useSiteSettings().data?.settings.name ?? '';
  // Under a niche prefix the logo leads to that niche's front door (`/she`), not the site's.
  const home = nicheHomeOf(useLocation().pathname);
  return (
    <div className={styles.page}>
      <header className={styles.landerBar}>
        <Container>
          <Link to={home} className={styles.landerLogo} aria-label={LL.topBar.logoLabel({ siteName })}>
            {siteName}
          </Link>
        </Container>
      </header>
      <Container className={styles.grow}>
        <PageContent className={styles.main} />
      </Container>
      <EntryWarning layout="lander" routeName={routeName ?? ''} />
      {/* The landers' one action opens the signup: the modal on a desktop, as everywhere else. */}
      <SignupModal />
    </div>
  );
};
