import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { EntryWarning } from '../../features/shell';
import { Container } from '../../ui';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/** Spec §2 lander layout: a minimal bar with the logo, then the landing page. */
export const LanderLayout = () => {
  const { LL } = useI18nContext();
  const routeName = useCurrentRouteName();
  const siteName = useSiteSettings().data?.settings.name ?? '';
  return (
    <div className={styles.page}>
      <header className={styles.landerBar}>
        <Container>
          <Link to="/" className={styles.landerLogo} aria-label={LL.topBar.logoLabel({ siteName })}>
            {siteName}
          </Link>
        </Container>
      </header>
      <Container className={styles.grow}>
        <PageContent className={styles.main} />
      </Container>
      <EntryWarning layout="lander" routeName={routeName ?? ''} />
    </div>
  );
};
