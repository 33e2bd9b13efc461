import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../api';
import { Container, useIsSmartphone } from '../../ui';
import buttonStyles from '../../ui/button.module.css';
import { LanguageMenu } from '../language';
import { BackButton } from './back-button';
import { Logo } from './logo';
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
 * A member's parts of the bar. They live in the member chrome's chunk (decision 013), which the
 * layout hands in once loaded, so a visitor's first render carries none of their code.
 */
export interface MemberTopBarParts {
  /** The member's links: shown from 768 px, the bottom tab bar holds them on a phone. */
  nav: ReactNode;
  account: ReactNode;
}

/**
 * Spec §2 top bar: back (installed app), logo, the member's links, account or login, language.
 * One line of fixed height at every width below 768 px, whatever the locale, so nothing under it
 * moves when the session becomes known. On a phone the member's links are the bottom tab bar.
 * `member` is absent while the member's parts are still loading (or failed to: the layout says so).
 */
export const TopBar = ({
  routeName,
  member,
  memberLoading = false,
}: {
  routeName: string | undefined;
  member?: MemberTopBarParts;
  memberLoading?: boolean;
}) => {
  const session = useCurrentUser();
  const user = session.data ?? undefined;
  const siteName = useSiteSettings().data?.settings.name;
  const smartphone = useIsSmartphone();
  const waiting = session.isPending || (user !== undefined && member === undefined);
  return (
    <header className={styles.bar} aria-busy={session.isPending || (user !== undefined && memberLoading)}>
      <Container>
        <div className={styles.inner}>
          <BackButton routeName={routeName} />
          <Logo loggedIn={user !== undefined} siteName={siteName} />
          {user !== undefined && !smartphone && member?.nav}
          <div className={styles.actions}>
            {/*
              Until the session and a member's parts are known, neither a member's menu nor a
              visitor's login: an empty slot of the buttons' height holds the line, and the
              language menu stays put at the end.
            */}
            {waiting ? (
              <span className={styles.pending} aria-hidden="true" />
            ) : user === undefined ? (
              <VisitorActions />
            ) : (
              <span className={styles.account}>{member?.account}</span>
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
