import { useId } from 'react';
import type { Settings } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { infoPageKeys } from '../../domain/info-pages';
import { PlainTextLink } from '../../ui';
import offer from './offer.module.css';
import styles from './pricing.module.css';

/**
 * Directive 2011/83/EU: a consumer may withdraw from a distance contract within 14 days (art. 9)
 * and is refunded within 14 days of saying so (art. 13). Statutory, not a site setting — unlike
 * `refund_days`, the site's own returns promise shown beside the packages.
 */
const withdrawalDays = 14;
const refundWithinDays = 14;

/** The information page on returns and refunds, typed so a renamed page breaks this link at build time. */
const returnsPage: (typeof infoPageKeys)[number] = 'return-policy';

/**
 * What a consumer in the EU must be told before paying for digital content (art. 6(1)(h) and (k),
 * art. 16(m)): the right of withdrawal, when it is lost, and how to use it.
 */
export const WithdrawalInfo = ({ settings }: { settings: Settings }) => {
  const { LL } = useI18nContext();
  const t = LL.premium.withdrawal;
  const heading = useId();
  return (
    <section className={styles.withdrawal} aria-labelledby={heading}>
      <h2 id={heading} className={offer.sectionHeading}>
        {t.heading()}
      </h2>
      <p>{t.right({ days: withdrawalDays })}</p>
      <p>{t.lost()}</p>
      <p>{t.how()}</p>
      <p>
        {t.email()}{' '}
        <PlainTextLink href={`mailto:${settings.support_email}`}>{settings.support_email}</PlainTextLink>
      </p>
      <p>{t.refund({ days: refundWithinDays })}</p>
      <p>
        <PlainTextLink href={`/pages/${returnsPage}`}>{t.policy()}</PlainTextLink>
      </p>
    </section>
  );
};
