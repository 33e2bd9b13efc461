import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { VerifyDirectDebitSms200 } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatMoney } from '../../lib/format-money';
import { ButtonLink } from '../../ui';
import styles from './direct-debit.module.css';

/**
 * The payment is completed (spec §4 payment states): the credits are on the account at once and
 * the debit is collected later. One clear icon, a headline and the next step (DESIGN.md).
 */
export const DirectDebitDone = ({ paid }: { paid: VerifyDirectDebitSms200 }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.directDebit.done;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { order, payment } = paid;
  return (
    <section aria-labelledby="direct-debit-done" className={styles.done}>
      <CircleCheck aria-hidden="true" className={styles.doneIcon} size={56} strokeWidth={1.75} />
      <h2 id="direct-debit-done" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t.heading()}
      </h2>
      <p className={styles.doneCredits}>{t.credits({ count: payment.credits_added })}</p>
      <p>{t.debit({ amount: formatMoney(order.total.amount, order.total.currency, locale) })}</p>
      <div className={styles.links}>
        <ButtonLink href="/members">{t.search()}</ButtonLink>
        <ButtonLink href="/transactions" variant="outline">
          {t.transactions()}
        </ButtonLink>
      </div>
    </section>
  );
};
