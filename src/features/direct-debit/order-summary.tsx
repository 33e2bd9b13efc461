import type { CreditBundle } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatMoney } from '../../lib/format-money';
import { Alert, VisuallyHidden } from '../../ui';
import { SkeletonLine } from '../../ui/skeleton';
import { errorMessage } from '../errors';
import type { DiscountQuote } from './use-discount-quote';
import styles from './direct-debit.module.css';

/** What the discount does to the order, said under the price. */
const DiscountLine = ({ quote }: { quote: DiscountQuote }) => {
  const { LL } = useI18nContext();
  const t = LL.directDebit.summary;
  switch (quote.state) {
    case 'none':
    case 'checking':
      return null;
    case 'applied':
      return <p className={styles.discount}>{t.discount({ code: quote.code, percent: quote.percent })}</p>;
    case 'unchecked':
      return <p className={styles.muted}>{t.codeUnchecked({ code: quote.code })}</p>;
    case 'refused': {
      const reason = errorMessage(LL, quote.error);
      return (
        <Alert tone="warning">
          <p className={styles.tight}>
            {quote.code === undefined ? reason : t.codeRefused({ code: quote.code, reason })}
          </p>
          <p className={styles.tight}>{t.fullPrice()}</p>
        </Alert>
      );
    }
  }
};

/**
 * What is bought (spec §2 direct-debit flow): the credits, the price, and the discount of the code
 * the member gave, the old price struck through as on the credits page. Its size is the same
 * while the code is checked, so the form below does not move when the answer comes.
 */
export const OrderSummary = ({ bundle, quote }: { bundle: CreditBundle; quote: DiscountQuote }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.directDebit.summary;
  const price = formatMoney(bundle.price.amount, bundle.price.currency, locale);
  const total = () => {
    if (quote.state === 'checking')
      return (
        <>
          <SkeletonLine size="lg" width="6rem" />
          <VisuallyHidden>{t.codeChecking({ code: quote.code })}</VisuallyHidden>
        </>
      );
    if (quote.state !== 'applied') return <strong className={styles.amount}>{price}</strong>;
    return (
      <>
        <s className={styles.oldPrice} aria-hidden="true">
          {price}
        </s>
        <VisuallyHidden>{t.oldPrice({ price })}</VisuallyHidden>{' '}
        <strong className={styles.amount}>
          {formatMoney(quote.price.amount, quote.price.currency, locale)}
        </strong>
      </>
    );
  };
  return (
    <section aria-labelledby="direct-debit-order" className={styles.summary}>
      <h2 id="direct-debit-order" className={styles.summaryHeading}>
        {t.heading()}
      </h2>
      <h3 className={styles.credits}>{t.credits({ count: bundle.credits })}</h3>
      <dl className={styles.prices}>
        <dt>{quote.state === 'none' ? t.price() : t.total()}</dt>
        <dd aria-busy={quote.state === 'checking'}>{total()}</dd>
      </dl>
      <DiscountLine quote={quote} />
      <p className={styles.muted}>{t.method()}</p>
    </section>
  );
};

/** The amount the mandate is for: the discounted price when a code applies. */
export const amountToPay = (bundle: CreditBundle, quote: DiscountQuote) =>
  quote.state === 'applied' ? quote.price : bundle.price;
