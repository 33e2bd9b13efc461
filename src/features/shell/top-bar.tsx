import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../api';
import { Button, ButtonLink, Container } from '../../ui';
import { LanguageMenu } from '../language';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { Logo } from './logo';
import { MemberNav } from './member-nav';
import { useSignupEntry } from '../signup-entry';
import styles from './top-bar.module.css';

/** Spec §2 top bar: back (installed app), logo, the member's links, account or login, language. */
export const TopBar = ({ routeName }: { routeName: string | undefined }) => {
  const { LL } = useI18nContext();
  const session = useCurrentUser();
  const user = session.data ?? undefined;
  const siteName = useSiteSettings().data?.settings.name;
  const { openSignup } = useSignupEntry();
  return (
    <header className={styles.bar}>
      <Container>
        <div className={styles.inner}>
          <BackButton routeName={routeName} />
          <Logo loggedIn={user !== undefined} siteName={siteName} />
          {user !== undefined && <MemberNav user={user} />}
          <div className={styles.actions}>
            {/* Until the session is known, neither a member's menu nor a visitor's login. */}
            {session.isPending ? null : user === undefined ? (
              <>
                <ButtonLink href="/login" variant="outline">
                  {LL.topBar.login()}
                </ButtonLink>
                <Button onPress={openSignup}>{LL.topBar.signup()}</Button>
              </>
            ) : (
              <AccountMenu user={user} />
            )}
            <LanguageMenu />
          </div>
        </div>
      </Container>
    </header>
  );
};
