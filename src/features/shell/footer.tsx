import type { ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useCurrentUser, useSiteSettings } from '../../api';
import { Container, PlainButton, PlainTextLink, useIsInstalledApp } from '../../ui';
import { ConsentSettingsButton } from '../consent';
import { Disclaimer } from './disclaimer';
import { footerColumns, type FooterColumn } from './footer-columns';
import { useSignupEntry } from '../signup-entry';
import { UsFooter } from './us-footer';
import styles from './footer.module.css';

const Column = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className={styles.column} aria-label={title}>
    <h2 className={styles.heading}>{title}</h2>
    {children}
  </section>
);

const Links = ({ links }: { links: readonly (readonly [string, string])[] }) => (
  <ul className={styles.links}>
    {links.map(([href, label]) => (
      <li key={href}>
        <PlainTextLink href={href}>{label}</PlainTextLink>
      </li>
    ))}
  </ul>
);

/** Spec §2 footer: the nine site links, in columns that depend on who is looking and where. */
export const Footer = ({ isIndex }: { isIndex: boolean }) => {
  const { LL } = useI18nContext();
  const session = useCurrentUser();
  const loggedIn = session.data != null;
  const installedApp = useIsInstalledApp();
  const settings = useSiteSettings().data?.settings;
  const { openSignup } = useSignupEntry();

  const column = (name: FooterColumn) => {
    switch (name) {
      case 'about':
        return (
          <Column key={name} title={LL.footer.about({ siteName: settings?.name ?? '' })}>
            <p className={styles.text}>{settings?.description}</p>
          </Column>
        );
      case 'join':
        return (
          <Column key={name} title={LL.footer.join()}>
            <ul className={styles.links}>
              <li>
                <PlainButton variant="secondary" onClick={openSignup}>
                  {LL.topBar.signup()}
                </PlainButton>
              </li>
              <li>
                <PlainTextLink href="/login">{LL.topBar.login()}</PlainTextLink>
              </li>
            </ul>
          </Column>
        );
      case 'member':
        return (
          <Column key={name} title={LL.footer.member()}>
            <Links
              links={[
                ['/members', LL.topBar.search()],
                ['/chats', LL.topBar.messages()],
                ['/likes', LL.topBar.likes()],
                ['/profile', LL.topBar.myProfile()],
                ['/notifications', LL.topBar.settings()],
              ]}
            />
          </Column>
        );
      case 'help':
        return (
          <Column key={name} title={LL.footer.help()}>
            <Links
              links={[
                ['/pages/faq', LL.footer.faq()],
                ['/pages/service', LL.footer.service()],
                ['/complaints', LL.footer.complaints()],
                ['/pages/return-policy', LL.footer.returns()],
              ]}
            />
          </Column>
        );
      case 'legal':
        return (
          <Column key={name} title={LL.footer.legal()}>
            <Links
              links={[
                ['/pages/terms', LL.footer.terms()],
                ['/pages/privacy', LL.footer.privacy()],
                ['/pages/cookies', LL.footer.cookies()],
                ['/pages/ban', LL.footer.ban()],
                ['/pricing', LL.footer.pricing()],
              ]}
            />
            {/* Beside the cookie policy's link: the choice is changed where it is explained. */}
            <ConsentSettingsButton />
          </Column>
        );
    }
  };

  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          {footerColumns({ loggedIn, installedApp, isIndex }).map((name) =>
            // Until the session is known, neither the member's column nor the way in; an empty
            // column keeps their place, so the other columns keep their width when it comes.
            session.isPending && (name === 'member' || name === 'join') ? (
              <div key="session" className={styles.column} aria-hidden="true" />
            ) : (
              column(name)
            ),
          )}
        </div>
        <UsFooter />
        <Disclaimer />
      </Container>
    </footer>
  );
};
