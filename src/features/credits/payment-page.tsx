import { useParams, useSearchParams } from 'react-router-dom';
import type { PaymentMethodCode } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { isPaymentMethodKey } from '../../domain/payment-methods';
import { PageLoading } from '../../ui';
import { CreditsScreen } from './credits-screen';
import { PaymentResult, UnknownOrder } from './payment-result';
import { isOrderId } from './use-payment-result';

const bundleIdOf = (param: string | undefined): number | undefined =>
  param !== undefined && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : undefined;

const methodOf = (param: string | undefined): PaymentMethodCode | undefined =>
  param !== undefined && isPaymentMethodKey(param) ? param : undefined;

/**
 * /credits/{id}/{paymentmethod?} (spec §2): with `order_id` (the provider sent the member back,
 * or the order was paid at once) the payment's result; without it, the purchase page with that
 * package and method chosen — where a premium tier and "try a different method" lead.
 */
const PaymentPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { id, paymentmethod } = useParams();
  const [params] = useSearchParams();
  const { data: user } = useCurrentUser();
  const { data: settings } = useSiteSettings();
  const orderId = params.get('order_id');
  if (orderId !== null) {
    const heading = LL.routes[routeTitle]();
    if (!isOrderId(orderId)) return <UnknownOrder heading={heading} />;
    return <PaymentResult orderId={orderId} heading={heading} />;
  }
  if (user === undefined || user === null || settings === undefined) return <PageLoading />;
  return (
    <CreditsScreen
      heading={LL.routes.credits()}
      user={user}
      settings={settings.settings}
      bundleId={bundleIdOf(id)}
      method={methodOf(paymentmethod)}
    />
  );
};

export default PaymentPage;
