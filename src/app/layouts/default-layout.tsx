import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser } from '../../api';
import { EntryWarning, Footer, SignupModal, TopBar } from '../../features/shell';
import { Container, useIsSmartphone } from '../../ui';
import { useMemberChrome } from '../member-chrome-code';
import { MemberChromeFailure } from './member-chrome-failure';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/**
 * Spec §2 default layout: top bar, banners, the screen, footer with disclaimer, entry warning,
 * signup modal; on a phone, a member's links in a tab bar fixed to the bottom of the screen. The
 * member's parts come from the member chrome's chunk (decision 013); a member's first render
 * waits for it (first-render.tsx), so they are there from the first paint.
 */
export const DefaultLayout = () => {
  const { LL } = useI18nContext();
  const routeName = useCurrentRouteName();
  const user = useCurrentUser().data ?? undefined;
  const chrome = useMemberChrome(user !== undefined);
  const smartphone = useIsSmartphone();
  const parts = chrome.name === 'ready' ? chrome.module : undefined;
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {LL.shell.skipToContent()}
      </a>
      <TopBar
        routeName={routeName}
        member={
          user === undefined || parts === undefined
            ? undefined
            : { nav: <parts.MemberNav user={user} />, account: <parts.AccountMenu user={user} /> }
        }
        memberLoading={chrome.name === 'idle' || chrome.name === 'loading'}
      />
      {user !== undefined && (
        <div className={styles.banners}>
          <Container>
            {parts !== undefined ? (
              <>
                <parts.MemberReminders user={user} />
                <parts.MemberAlerts user={user} routeName={routeName} />
              </>
            ) : (
              chrome.name === 'failed' && <MemberChromeFailure />
            )}
          </Container>
        </div>
      )}
      <Container className={styles.grow}>
        <PageContent className={styles.main} />
      </Container>
      <Footer isIndex={routeName === 'index'} />
      <EntryWarning layout="default" routeName={routeName ?? ''} />
      <SignupModal />
      {user !== undefined && parts !== undefined && <parts.NewLikeModal />}
      {user !== undefined && parts !== undefined && (
        <parts.TimeBonusModal user={user} routeName={routeName} />
      )}
      {user !== undefined && parts !== undefined && smartphone && <parts.BottomTabBar user={user} />}
    </div>
  );
};
