import { useRef } from 'react';
import { Link } from 'react-aria-components';
import type { GetOrder200, Payment, WireTransferInstructions } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { photoLimit } from '../../domain/limits';
import { formatLongDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { Alert, Button, ButtonLink, PageLoading, PlainButton, TextLink } from '../../ui';
import { errorMessage } from '../errors';
import { methodName } from './method-name';
import { PaymentMethodMark } from './payment-method-mark';
import { usePaymentResult } from './use-payment-result';
import styles from './payment-result.module.css';

const WireTransfer = ({ wire }: { wire: WireTransferInstructions }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.result;
  const rows: [string, string][] = [
    [t.beneficiary(), wire.beneficiary],
    [t.iban(), wire.iban.replace(/(.{4})(?=.)/g, '$1 ')],
    [t.bic(), wire.bic],
    [t.reference(), wire.reference],
    [t.amount(), formatMoney(wire.amount.amount, wire.amount.currency, locale)],
    [t.dueBy(), formatLongDate(wire.due_by, locale)],
  ];
  return (
    <>
      <h2 className={styles.title}>{t.wireTitle()}</h2>
      <p>{t.wireText()}</p>
      <dl className={styles.wire}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t.referenceNote()}</p>
    </>
  );
};

/** After a failure: the methods the server offers instead, each leading to the order with it. */
const Alternatives = ({ payment, bundleId }: { payment: Payment; bundleId: number }) => {
  const { LL } = useI18nContext();
  const t = LL.credits.result;
  const storedCard = payment.failure_reason === 'stored_card_failed';
  return (
    <nav aria-label={t.alternatives()} className={styles.alternatives}>
      <h3 className={styles.subTitle}>{storedCard ? t.alternatives() : t.tryOther()}</h3>
      <ul className={styles.methodLinks}>
        {(payment.alternatives ?? []).map((method) => (
          <li key={method}>
            <Link className={styles.methodLink} href={`/credits/${String(bundleId)}/${method}`}>
              <PaymentMethodMark method={method} />
              {storedCard && method === 'credit_card' ? t.manualCard() : methodName(LL, method)}
            </Link>
          </li>
        ))}
      </ul>
      <TextLink href="/credits">{t.otherPackages()}</TextLink>
    </nav>
  );
};

const ResultBody = ({
  data,
  payment,
  onCheckNow,
}: {
  data: GetOrder200;
  payment: Payment;
  onCheckNow: () => void;
}) => {
  const { LL } = useI18nContext();
  const t = LL.credits.result;
  const method = methodName(LL, payment.method);
  switch (payment.state) {
    case 'pending':
      if (data.wire_transfer !== undefined) return <WireTransfer wire={data.wire_transfer} />;
      return (
        <>
          <h2 className={styles.title}>{t.pendingTitle()}</h2>
          <p role="status">{t.pendingText({ method })}</p>
          <p>{t.pendingLeave()}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={onCheckNow}>
              {t.checkNow()}
            </Button>
            <ButtonLink href="/members" variant="outline">
              {t.searchMembers()}
            </ButtonLink>
            <TextLink href="/transactions">{t.transactions()}</TextLink>
          </div>
        </>
      );
    case 'completed':
      return (
        <>
          <h2 className={styles.title}>{t.completedTitle()}</h2>
          <p role="status" className={styles.success}>
            {t.completedText({ count: payment.credits_added })}
          </p>
          <p>{t.completedPremium({ photos: photoLimit.premium })}</p>
          <div className={styles.actions}>
            <ButtonLink href="/members">{t.searchMembers()}</ButtonLink>
            <TextLink href="/transactions">{t.transactions()}</TextLink>
          </div>
        </>
      );
    case 'failed':
    case 'cancelled':
      return (
        <>
          <h2 className={styles.title}>
            {payment.state === 'failed' ? t.failedTitle() : t.cancelledTitle()}
          </h2>
          <Alert tone="danger" live="assertive">
            {t.reason[payment.failure_reason ?? 'other']()}
          </Alert>
          <Alternatives payment={payment} bundleId={data.order.bundle_id} />
        </>
      );
  }
};

const OrderNotFound = () => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.panel}>
      <p>{LL.credits.result.notFound()}</p>
      <ButtonLink href="/credits">{LL.credits.repeat.buyCredits()}</ButtonLink>
    </div>
  );
};

/** The result page for an address whose order id cannot be one: nothing is asked for. */
export const UnknownOrder = ({ heading }: { heading: string }) => (
  <div className={styles.page}>
    <h1 className={styles.heading}>{heading}</h1>
    <OrderNotFound />
  </div>
);

/**
 * The payment result page (spec §2 credit purchase and payment result pages; §4, §8; issue 17
 * item 3): where the provider sends the member back, and where a stored card or a wire transfer
 * lands at once. Loading, pending (polled, with a way to leave), completed (credits added,
 * premium at once), failed or cancelled (other methods; after a stored card, manual card or
 * PayPal), and a wire transfer's bank details.
 */
export const PaymentResult = ({ orderId, heading }: { orderId: string; heading: string }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.result;
  const { order, status, payment } = usePaymentResult(orderId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const body = () => {
    if (order.data === undefined && order.isError) {
      if (isApiError(order.error, 'not_found')) return <OrderNotFound />;
      return (
        <div className={styles.panel}>
          <Alert tone="danger" live="assertive">
            {`${t.loadFailed()} ${errorMessage(LL, order.error)}`}
          </Alert>
          <PlainButton
            onClick={() => {
              headingRef.current?.focus();
              void order.refetch();
            }}
          >
            {t.retry()}
          </PlainButton>
        </div>
      );
    }
    if (order.data === undefined || payment === undefined) {
      return (
        <PageLoading>
          <p className={styles.checking}>{t.checking()}</p>
        </PageLoading>
      );
    }
    const { order: placed } = order.data;
    return (
      <div className={styles.panel}>
        <p className={styles.orderLine}>
          <PaymentMethodMark method={payment.method} />
          <span>
            {LL.credits.summary.package({ count: placed.credits })} ·{' '}
            {formatMoney(placed.total.amount, placed.total.currency, locale)} · {t.order({ id: placed.id })}
          </span>
        </p>
        <ResultBody data={order.data} payment={payment} onCheckNow={() => void status.refetch()} />
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {body()}
    </div>
  );
};
