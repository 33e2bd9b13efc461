import { useRef, useState } from 'react';
import { useGetRepeatOrder } from '../../../generated/hooks/commerce/commerce';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { isApiError, useCurrentUser } from '../../api';
import { formatLongDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { Alert, Button, ButtonLink, PageLoading, PlainButton, TextLink } from '../../ui';
import { errorMessage } from '../errors';
import { methodName } from './method-name';
import { PaymentMethodMark } from './payment-method-mark';
import { returnUrlFor } from './safe-redirect';
import { usePlaceOrder } from './use-place-order';
import styles from './payment-result.module.css';

/**
 * /credits/repeat-order (spec §2 repeat last order; the top bar's Credits link of paid members):
 * the last order's package at today's price, bought again in one press with the stored method.
 * A stored card is charged at once and the result page follows; a method without a stored card
 * goes to its provider; a failure (the stored card refused) shows the result page's other ways.
 */
const RepeatOrderPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.repeat;
  const { data: user } = useCurrentUser();
  // Any completed purchase makes a member paid (spec §1): an unpaid member has nothing to repeat.
  const paid = user?.paid_user === true;
  const repeat = useGetRepeatOrder({
    query: { enabled: paid, retry: (count, error) => !isApiError(error) && count < 3 },
  });
  const order = usePlaceOrder();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const body = () => {
    if (!paid || (repeat.data === undefined && repeat.isError)) {
      if (!paid || isApiError(repeat.error, 'no_previous_order')) {
        return (
          <div className={styles.panel}>
            <p>{t.noOrder()}</p>
            <ButtonLink href="/credits">{t.buyCredits()}</ButtonLink>
          </div>
        );
      }
      return (
        <div className={styles.panel}>
          <Alert tone="danger" live="assertive">
            {`${t.loadFailed()} ${errorMessage(LL, repeat.error)}`}
          </Alert>
          <PlainButton
            onClick={() => {
              headingRef.current?.focus();
              void repeat.refetch();
            }}
          >
            {t.retry()}
          </PlainButton>
        </div>
      );
    }
    if (repeat.data === undefined) return <PageLoading />;
    const { last_order: last, bundle, stored_method: method } = repeat.data;
    const amount = formatMoney(bundle.price.amount, bundle.price.currency, locale);

    const buy = async () => {
      if (method === null) return;
      setProblem(undefined);
      const outcome = await order.place({
        kind: 'repeat',
        body: { return_url: returnUrlFor(bundle.id, method.code) },
      });
      if (outcome.kind === 'failed') {
        setProblem(errorMessage(LL, outcome.error));
        return;
      }
      if (outcome.kind === 'busy') return;
      if (!order.follow(outcome.answer)) setProblem(LL.credits.summary.badLink());
    };

    return (
      <div className={styles.panel}>
        <p className={styles.orderLine}>
          {t.lastOrder({ count: last.credits, date: formatLongDate(last.created_at, locale) })}
        </p>
        <h2 className={styles.title}>{t.again({ count: bundle.credits, amount })}</h2>
        {method === null ? (
          <>
            <p>{t.methodGone()}</p>
            <ButtonLink href={`/credits/${String(bundle.id)}`}>{t.chooseOther()}</ButtonLink>
          </>
        ) : (
          <>
            <p className={styles.orderLine}>
              <PaymentMethodMark method={method.code} />
              <span>
                {t.with({ method: methodName(LL, method.code) })}
                {method.stored_card !== undefined &&
                  ` · ${LL.credits.methods.storedCard({
                    brand: method.stored_card.brand,
                    last4: method.stored_card.last4,
                    expires: method.stored_card.expires,
                  })}`}
              </span>
            </p>
            <p>
              {method.stored_card === undefined
                ? t.redirect({ method: methodName(LL, method.code) })
                : t.oneStep()}
            </p>
            {problem !== undefined && (
              <Alert tone="danger" live="assertive">
                {problem}
              </Alert>
            )}
            <div className={styles.actions}>
              <Button isDisabled={order.state.name === 'placing'} onPress={() => void buy()}>
                {order.state.name === 'placing' ? t.buying() : t.buy({ count: bundle.credits, amount })}
              </Button>
              <TextLink href={`/credits/${String(bundle.id)}`}>{t.chooseOther()}</TextLink>
            </div>
            <p className={styles.note}>{LL.credits.summary.withdrawal()}</p>
          </>
        )}
      </div>
    );
  };

  return (
    <div className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {LL.routes[routeTitle]()}
      </h1>
      {body()}
    </div>
  );
};

export default RepeatOrderPage;
