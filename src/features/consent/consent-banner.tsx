import { createPortal } from 'react-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { Container, PlainButton, PlainTextLink } from '../../ui';
import { acceptAll, openConsentChoices, rejectAll } from './consent-store';
import styles from './consent-banner.module.css';

/**
 * Asks before storage that is not necessary (decision 030). Part of a visitor's first render, so
 * native buttons only: the categories with their switches load with the "choose" dialog. Not a
 * modal: the page stays usable, and nothing optional is stored until the visitor answers.
 *
 * Placed in the document after the app's root, not in the layout: the layouts are at least a
 * screen tall with the footer at their foot, and a banner inside one would lift the footer of a
 * short page (a layout shift). After the root it moves nothing (see the CSS).
 */
export const ConsentBanner = () => {
  const { LL } = useI18nContext();
  // Nothing to place outside a browser (a prerender); the banner comes with the app's render.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <aside className={styles.banner} aria-labelledby="consent-banner-title">
      <Container className={styles.content}>
        <h2 id="consent-banner-title" className={styles.title}>
          {LL.consent.title()}
        </h2>
        <p className={styles.text}>
          {LL.consent.text()} <PlainTextLink href="/pages/cookies">{LL.consent.policy()}</PlainTextLink>
        </p>
        <div className={styles.actions}>
          <PlainButton variant="primary" onClick={acceptAll}>
            {LL.consent.acceptAll()}
          </PlainButton>
          <PlainButton variant="primary" onClick={rejectAll}>
            {LL.consent.rejectAll()}
          </PlainButton>
          <PlainButton variant="outline" onClick={openConsentChoices}>
            {LL.consent.choose()}
          </PlainButton>
        </div>
      </Container>
    </aside>,
    document.body,
  );
};
