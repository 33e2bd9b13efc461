import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../api';
import { Container, useIsSmartphone } from '../../ui';
import buttonStyles from '../../ui/button.module.css';
import { LanguageMenu } from '../language';
import { AccountMenu } from './account-menu';
import { BackButton } from './back-button';
import { Logo } from './logo';
import { MemberNav } from './member-nav';
import { useSignupEntry } from '../signup-entry';
import styles from './top-bar.module.css';

/**
 * A visitor's way in. Plain elements rather than the ui kit's react-aria Button and Link: the top
 * bar is in every first render, and react-aria's press handling would be most of its weight; a
 * native <button> and the router's <Link> are keyboard-usable and announced as they are.
 */
const VisitorActions = () => {
  const { LL } = useI18nContext();
  const { openSignup } = useSignupEntry();
  return (
    <>
      <Link to="/login" className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.compact}`}>
        {LL.topBar.login()}
      </Link>
      <button
        type="button"
        onClick={openSignup}
        className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.compact}`}
      >
        {LL.topBar.signup()}
      </button>
    </>
  );
};

/**
 * Spec §2 top bar: back (installed app), logo, the member's links, account or login, language.
 * One line of fixed height at every width below 768 px, whatever the locale, so nothing under it
 * moves when the session becomes known. On a phone the member's links are the bottom tab bar.
 */
export const TopBar = ({ routeName }: { routeName: string | undefined }) => {
  const session = useCurrentUser();
  const user = session.data ?? undefined;
  const siteName = useSiteSettings().data?.settings.name;
  const smartphone = useIsSmartphone();
  return (
    <header className={styles.bar} aria-busy={session.isPending}>
      <Container>
        <div className={styles.inner}>
          <BackButton routeName={routeName} />
          <Logo loggedIn={user !== undefined} siteName={siteName} />
          {user !== undefined && !smartphone && <MemberNav user={user} />}
          <div className={styles.actions}>
            {/*
              Until the session is known, neither a member's menu nor a visitor's login: an empty
              slot of the buttons' height holds the line, and the language menu stays put at the end.
            */}
            {session.isPending ? (
              <span className={styles.pending} aria-hidden="true" />
            ) : user === undefined ? (
              <VisitorActions />
            ) : (
              <span className={styles.account}>
                <AccountMenu user={user} />
              </span>
            )}
            <span className={styles.language}>
              <LanguageMenu />
            </span>
          </div>
        </div>
      </Container>
    </header>
  );
};
