import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser } from '../../api';
import { NewLikeModal } from '../../features/likes';
import { EntryWarning, Footer, MemberReminders, SignupModal, TopBar } from '../../features/shell';
import { BottomTabBar } from '../../features/shell/bottom-tab-bar';
import { Container, useIsSmartphone } from '../../ui';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/**
 * Spec §2 default layout: top bar, banners, the screen, footer with disclaimer, entry warning,
 * signup modal; on a phone, a member's links in a tab bar fixed to the bottom of the screen.
 */
export const DefaultLayout = () => {
  const { LL } = useI18nContext();
  const routeName = useCurrentRouteName();
  const user = useCurrentUser().data ?? undefined;
  const smartphone = useIsSmartphone();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {LL.shell.skipToContent()}
      </a>
      <TopBar routeName={routeName} />
      {user !== undefined && (
        <div className={styles.banners}>
          <Container>
            <MemberReminders user={user} />
          </Container>
        </div>
      )}
      <Container className={styles.grow}>
        <PageContent className={styles.main} />
      </Container>
      <Footer isIndex={routeName === 'index'} />
      <EntryWarning layout="default" routeName={routeName ?? ''} />
      <SignupModal />
      {user !== undefined && <NewLikeModal />}
      {user !== undefined && smartphone && <BottomTabBar user={user} />}
    </div>
  );
};
