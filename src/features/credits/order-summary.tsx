import type { CreditBundle, PaymentMethod } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { priceWithDiscount, type PriceDiscount } from '../../domain/checkout';
import { formatMoney } from '../../lib/format-money';
import { Alert, Button, TextLink } from '../../ui';
import { methodName } from './method-name';
import styles from './credits.module.css';

/** What the press of Pay leads to, said before it (no surprise redirect or charge). */
const useNextStepNote = (method: PaymentMethod | undefined, storedCard: boolean): string | undefined => {
  const { LL } = useI18nContext();
  const t = LL.credits.summary;
  if (method === undefined) return t.chooseMethod();
  if (method.code === 'sepa_direct_debit') return undefined;
  if (method.code === 'wire_transfer') return t.wireNote();
  if (storedCard) return t.storedCardNote();
  return t.redirectNote({ method: methodName(LL, method.code) });
};

/**
 * The order as it will be charged — package, discount, total — and the one button that places it
 * (issue 17 item 1). Above the button, where the member acts, what went wrong with the last press.
 */
export const OrderSummary = ({
  bundle,
  method,
  discount,
  storedCard,
  placing,
  problem,
  onPay,
}: {
  bundle: CreditBundle | undefined;
  method: PaymentMethod | undefined;
  discount: PriceDiscount | undefined;
  storedCard: boolean;
  placing: boolean;
  problem: string | undefined;
  onPay: () => void;
}) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.summary;
  const note = useNextStepNote(method, storedCard);
  if (bundle === undefined) {
    return (
      <section className={styles.summary} aria-labelledby="order-heading">
        <h2 id="order-heading" className={styles.summaryHeading}>
          {t.heading()}
        </h2>
        <p>{t.chooseBundle()}</p>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, bundle.price.currency, locale);
  const { total, saved } = priceWithDiscount(bundle.price.amount, discount);
  const directDebit = method?.code === 'sepa_direct_debit';
  return (
    <section className={styles.summary} aria-labelledby="order-heading">
      <h2 id="order-heading" className={styles.summaryHeading}>
        {t.heading()}
      </h2>
      <dl className={styles.lines}>
        <div>
          <dt>{t.package({ count: bundle.credits })}</dt>
          <dd>{money(bundle.price.amount)}</dd>
        </div>
        {discount !== undefined && (
          <div>
            <dt>{t.discount({ code: discount.code, percent: discount.percentage })}</dt>
            <dd>−{money(saved)}</dd>
          </div>
        )}
        <div className={styles.totalLine}>
          <dt>{t.total()}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      {problem !== undefined && (
        <Alert tone="danger" live="assertive">
          {problem}
        </Alert>
      )}
      <div className={styles.pay}>
        <Button isDisabled={method === undefined || placing} onPress={onPay}>
          {placing ? t.paying() : directDebit ? t.continueDirectDebit() : t.pay({ amount: money(total) })}
        </Button>
      </div>
      {note !== undefined && <p className={styles.note}>{note}</p>}
      <p className={styles.note}>
        {t.withdrawal()} <TextLink href="/pricing">{t.pricingLink()}</TextLink>
      </p>
    </section>
  );
};
