import { useId, type ReactNode } from 'react';
import { useGetTransaction } from '../../../generated/hooks/commerce/commerce';
import type { Invoice, Order, Transaction } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { formatLongDate } from '../../lib/format-date';
import { Alert, Button } from '../../ui';
import { errorMessage } from '../errors';
import { methodName } from '../credits';
import { MethodMark } from './method-mark';
import { StateLabel } from './transaction-row';
import { creditsChange, moneyText, percentText } from './transaction-texts';
import { TransactionDetailSkeleton } from './transaction-detail-skeleton';
import styles from './transactions.module.css';

const Field = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className={styles.field}>
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);

const LineFacts = ({ line }: { line: Transaction }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.transactions.detail;
  return (
    <dl className={styles.facts}>
      <Field term={t.date()}>
        <time dateTime={line.created_at}>{formatLongDate(line.created_at, locale)}</time>
      </Field>
      <Field term={t.kind()}>{LL.transactions.kind[line.kind]()}</Field>
      <Field term={t.credits()}>
        <span className={styles.credits} data-negative={line.credits < 0}>
          {creditsChange(LL, line.credits)}
        </span>
      </Field>
      {line.amount !== null && <Field term={t.amount()}>{moneyText(line.amount, locale)}</Field>}
      {line.payment_method !== null && (
        <Field term={t.method()}>
          <span className={styles.method}>
            <MethodMark method={line.payment_method} kind={line.kind} />
            {methodName(LL, line.payment_method)}
          </span>
        </Field>
      )}
      <Field term={t.state()}>
        <StateLabel state={line.state} />
      </Field>
    </dl>
  );
};

const OrderFacts = ({ order }: { order: Order }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.transactions.detail.order;
  const orderId = useId();
  return (
    <section className={styles.card} aria-labelledby={orderId}>
      <h2 id={orderId} className={styles.cardHeading}>
        {t.title()}
      </h2>
      <dl className={styles.facts}>
        <Field term={t.number()}>{order.id}</Field>
        <Field term={t.bundle()}>{LL.transactions.creditsCount({ count: order.credits })}</Field>
        <Field term={t.price()}>{moneyText(order.price, locale)}</Field>
        {order.discount !== null && (
          <Field term={t.discount()}>
            {t.discountValue({
              code: order.discount.code,
              percentage: percentText(order.discount.value_percentage, locale),
              amount: moneyText(order.discount.amount, locale),
            })}
          </Field>
        )}
        <Field term={t.total()}>
          <strong>{moneyText(order.total, locale)}</strong>
        </Field>
        <Field term={t.created()}>
          <time dateTime={order.created_at}>{formatLongDate(order.created_at, locale)}</time>
        </Field>
      </dl>
    </section>
  );
};

const InvoiceFacts = ({ invoice }: { invoice: Invoice }) => {
  const { LL } = useI18nContext();
  const t = LL.transactions.detail.invoice;
  const invoiceId = useId();
  return (
    <section className={styles.card} aria-labelledby={invoiceId}>
      <h2 id={invoiceId} className={styles.cardHeading}>
        {t.title()}
      </h2>
      <dl className={styles.facts}>
        <Field term={t.number()}>{invoice.number}</Field>
        <Field term={t.company()}>{invoice.company_name}</Field>
        <Field term={t.vatNumber()}>{invoice.vat_number}</Field>
      </dl>
    </section>
  );
};

/** An id that is no transaction of the member's: said in the page, the way back is above it. */
export const TransactionNotFound = () => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.problem}>
      <Alert tone="warning">{LL.apiErrors.not_found()}</Alert>
    </div>
  );
};

/**
 * /transactions/{id} (spec §2 transactions-id): the line, and for a purchase or refund its order
 * and the invoice of the site's company.
 */
export const TransactionDetail = ({ id }: { id: number }) => {
  const { LL } = useI18nContext();
  const detail = useGetTransaction({ id });
  const lineId = useId();

  if (detail.data === undefined) {
    if (detail.isError && !detail.isFetching) {
      if (isApiError(detail.error) && detail.error.status === 404) return <TransactionNotFound />;
      return (
        <div className={styles.problem}>
          <Alert tone="danger" live="assertive">
            {`${LL.transactions.detail.loadFailed()} ${errorMessage(LL, detail.error)}`}
          </Alert>
          <Button variant="outline" onPress={() => void detail.refetch()}>
            {LL.transactions.list.retry()}
          </Button>
        </div>
      );
    }
    return <TransactionDetailSkeleton />;
  }

  const { transaction: line, order, invoice } = detail.data;
  return (
    <div className={styles.detail}>
      <section className={styles.card} aria-labelledby={lineId}>
        <h2 id={lineId} className={styles.cardHeading}>
          {line.description}
        </h2>
        <LineFacts line={line} />
      </section>
      {order !== null && <OrderFacts order={order} />}
      {invoice !== null && <InvoiceFacts invoice={invoice} />}
    </div>
  );
};
