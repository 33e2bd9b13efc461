import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetCreditBundles, useGetPaymentMethods } from '../../../generated/hooks/commerce/commerce';
import type { PaymentMethodCode, Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { normalizeDiscountCode } from '../../domain/checkout';
import { paymentMethodsFor } from '../../domain/payment-methods';
import { photoLimit } from '../../domain/limits';
import { Alert, PlainButton } from '../../ui';
import { errorMessage } from '../errors';
import { BundlePicker } from './bundle-picker';
import { CountryChoice } from './country-choice';
import { BundlesSkeleton, MethodsSkeleton } from './credits-skeletons';
import { DiscountBanner, DiscountPanel } from './discount-panel';
import { MethodPicker } from './method-picker';
import { OrderSummary } from './order-summary';
import { returnUrlFor } from './safe-redirect';
import { useCheckoutDiscount } from './use-checkout-discount';
import { usePlaceOrder } from './use-place-order';
import styles from './credits.module.css';

/** Refusals of a discount code: said at the code field, not above Pay. */
const codeErrors: readonly string[] = ['code_not_found', 'code_used', 'code_expired', 'code_minimum_order'];

const countryParam = (params: URLSearchParams, countries: readonly string[]): string | undefined => {
  const value = params.get('country')?.toUpperCase();
  return value !== undefined && countries.includes(value) ? value : undefined;
};

export interface CreditsScreenProps {
  heading: string;
  user: User;
  settings: Settings;
  /** From the address `/credits/{id}/{method}`: the package and method to start with. */
  bundleId?: number;
  method?: PaymentMethodCode;
}

/**
 * The credit purchase page (spec §2 credits; issue 17 item 1): the payment country's packages,
 * the discount in force or a code of the member's, the country's payment methods, and the order.
 * The choices are this screen's state; prices, methods and codes are the server's.
 */
export const CreditsScreen = ({ heading, user, settings, bundleId, method }: CreditsScreenProps) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosenCountry = countryParam(params, settings.countries);
  const bundles = useGetCreditBundles(chosenCountry === undefined ? undefined : { country: chosenCountry });
  const country = bundles.data?.country;
  const [pickedBundle, setPickedBundle] = useState<number | undefined>(bundleId);
  const list = bundles.data?.bundles ?? [];
  const bundle =
    list.find((b) => b.id === pickedBundle) ??
    (pickedBundle === undefined ? list.find((b) => b.popular) : undefined);
  const methods = useGetPaymentMethods(
    {
      ...(country === undefined ? {} : { country }),
      ...(bundle === undefined ? {} : { bundle_id: bundle.id }),
    },
    { query: { enabled: country !== undefined && bundle !== undefined } },
  );
  const [pickedMethod, setPickedMethod] = useState<PaymentMethodCode | undefined>(method);
  const [useStoredCard, setUseStoredCard] = useState(true);
  const discount = useCheckoutDiscount(user, bundle?.id, params.get('code'));
  const order = usePlaceOrder();
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const codeMethods = discount.discount?.code.paymentmethods ?? null;
  const chosenMethod = methods.data?.methods.find((m) => m.code === pickedMethod);
  const usableMethod =
    chosenMethod !== undefined &&
    chosenMethod.available &&
    (codeMethods === null || codeMethods.includes(chosenMethod.code))
      ? chosenMethod
      : undefined;
  const chargeStoredCard = usableMethod?.stored_card !== undefined && useStoredCard;
  const priceDiscount =
    discount.discount === undefined
      ? undefined
      : { code: discount.discount.code.code, percentage: discount.discount.code.value_percentage };

  const pay = async () => {
    if (bundle === undefined || usableMethod === undefined || country === undefined) return;
    setProblem(undefined);
    const code = discount.discount?.code.code;
    if (usableMethod.code === 'sepa_direct_debit') {
      const query = new URLSearchParams({ bundle_id: String(bundle.id), country });
      if (code !== undefined) query.set('code', code);
      void navigate(`/directdebit?${query.toString()}`);
      return;
    }
    const outcome = await order.place({
      kind: 'new',
      body: {
        bundle_id: bundle.id,
        payment_method: usableMethod.code,
        country,
        return_url: returnUrlFor(bundle.id, usableMethod.code),
        ...(code === undefined ? {} : { discount_code: normalizeDiscountCode(code) }),
        ...(chargeStoredCard ? { use_stored_card: true } : {}),
      },
    });
    if (outcome.kind === 'failed') {
      const { error } = outcome;
      if (isApiError(error) && codeErrors.includes(error.code)) discount.refuse(error);
      else setProblem(errorMessage(LL, error));
      return;
    }
    if (outcome.kind === 'busy') return;
    if (!order.follow(outcome.answer)) setProblem(LL.credits.summary.badLink());
  };

  const bundlesPart = () => {
    if (bundles.data === undefined && bundles.isError) {
      return (
        <div className={styles.loadFailed}>
          <Alert tone="danger" live="assertive">
            {`${LL.credits.bundles.loadFailed()} ${errorMessage(LL, bundles.error)}`}
          </Alert>
          <PlainButton onClick={() => void bundles.refetch()}>{LL.credits.bundles.retry()}</PlainButton>
        </div>
      );
    }
    // The discount banner sits above the packages: both show together, so nothing moves.
    if (bundles.data === undefined || !discount.settled) return <BundlesSkeleton />;
    if (list.length === 0) return <p>{LL.credits.bundles.none()}</p>;
    return (
      <BundlePicker
        bundles={list}
        value={bundle?.id}
        onChange={(id) => {
          setPickedBundle(id);
          setProblem(undefined);
        }}
        discount={priceDiscount}
      />
    );
  };

  const methodsPart = () => {
    if (bundle === undefined) return null;
    if (methods.data === undefined && methods.isError) {
      return (
        <div className={styles.loadFailed}>
          <Alert tone="danger" live="assertive">
            {`${LL.credits.methods.loadFailed()} ${errorMessage(LL, methods.error)}`}
          </Alert>
          <PlainButton onClick={() => void methods.refetch()}>{LL.credits.bundles.retry()}</PlainButton>
        </div>
      );
    }
    if (methods.data === undefined)
      return <MethodsSkeleton rows={country === undefined ? 6 : paymentMethodsFor(country).length} />;
    return (
      <MethodPicker
        methods={methods.data.methods}
        value={pickedMethod}
        onChange={(code) => {
          setPickedMethod(code);
          setProblem(undefined);
        }}
        codeMethods={codeMethods}
        useStoredCard={useStoredCard}
        onUseStoredCardChange={setUseStoredCard}
      />
    );
  };

  // The code field and the country come below the methods, once those are in: shown earlier,
  // they would be pushed down as the packages and methods arrive.
  const restShown =
    bundles.isError ||
    methods.data !== undefined ||
    methods.isError ||
    (bundles.data !== undefined && list.length === 0);
  const photos = photoLimit.premium;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.balance}>{LL.credits.balance({ count: user.credits })}</p>
        <p className={styles.intro}>
          {user.paid_user ? LL.credits.premiumHave({ photos }) : LL.credits.premiumGet({ photos })}
        </p>
      </header>
      <div className={styles.columns}>
        <div className={styles.choices}>
          {discount.settled && discount.discount !== undefined && (
            <DiscountBanner discount={discount.discount} />
          )}
          {bundlesPart()}
          {methodsPart()}
          {restShown && (
            <>
              <DiscountPanel
                discount={discount.discount}
                ownCode={discount.ownCode?.code}
                typed={discount.typed}
                onTypedChange={discount.setTyped}
                check={discount.check}
                onApply={() => void discount.apply()}
                onRemove={discount.remove}
              />
              <CountryChoice
                countries={settings.countries}
                value={country}
                onChange={(code) => {
                  setPickedBundle(undefined);
                  setPickedMethod(undefined);
                  setParams(
                    (old) => {
                      const next = new URLSearchParams(old);
                      next.set('country', code);
                      return next;
                    },
                    { replace: true },
                  );
                }}
              />
            </>
          )}
        </div>
        {bundles.data !== undefined && discount.settled && (
          <OrderSummary
            bundle={bundle}
            method={usableMethod}
            discount={priceDiscount}
            storedCard={chargeStoredCard}
            placing={order.state.name === 'placing'}
            problem={problem}
            onPay={() => void pay()}
          />
        )}
      </div>
    </div>
  );
};
