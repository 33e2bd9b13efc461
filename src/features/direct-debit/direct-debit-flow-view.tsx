import { useEffect, useRef, useState } from 'react';
import type { CreditBundle, DirectDebitPrefill } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { directDebitFields } from '../../domain/direct-debit';
import { formatMoney } from '../../lib/format-money';
import { Alert, ButtonLink } from '../../ui';
import { errorMessage } from '../errors';
import { hasFieldErrors, serverFieldErrors } from '../forms';
import type { DirectDebitAddress } from './direct-debit-address';
import { DirectDebitDone } from './direct-debit-done';
import { DirectDebitForm } from './direct-debit-form';
import { amountToPay, OrderSummary } from './order-summary';
import { RefusalMessage, refusalOf } from './refusal-message';
import { SmsCodeStep } from './sms-code-step';
import { useDirectDebitFields } from './use-direct-debit-fields';
import { useDirectDebitFlow } from './use-direct-debit-flow';
import { codeToSend, useDiscountQuote } from './use-discount-quote';
import styles from './direct-debit.module.css';

const codeRefusals = ['code_not_found', 'code_used', 'code_expired', 'code_minimum_order'] as const;
const isCodeRefusal = (error: unknown) => codeRefusals.some((code) => isApiError(error, code));

/** The form's own fields answered by the server are shown at them; these say the address is wrong. */
const isAddressRefusal = (error: unknown) =>
  isApiError(error, 'validation') &&
  (error.fields.bundle_id !== undefined || error.fields.country !== undefined);

/**
 * The direct-debit flow for one package (spec §2): the order and the form, then the SMS code, then
 * the completed payment. What the member typed lives here, above the steps, so no failure, no
 * refusal and no way back loses it.
 */
export const DirectDebitFlowView = ({
  address,
  prefill,
  bundle,
}: {
  address: DirectDebitAddress;
  prefill: DirectDebitPrefill;
  bundle: CreditBundle;
}) => {
  const { LL, locale } = useI18nContext();
  const fields = useDirectDebitFields(prefill);
  const flow = useDirectDebitFlow();
  /** The code was refused when the form was sent: the member pays the full price, told so. */
  const [codeRefused, setCodeRefused] = useState<unknown>();
  const quote = useDiscountQuote({
    code: address.code,
    malformedCode: address.malformedCode,
    bundleId: bundle.id,
    refusedOnSubmit: codeRefused,
  });
  const voidedRef = useRef<HTMLDivElement>(null);
  // Back at the form after the SMS step: the focus follows, to the form or to why it is back.
  const [returned, setReturned] = useState(false);
  if (flow.step !== 'form' && !returned) setReturned(true);
  useEffect(() => {
    if (flow.voided) voidedRef.current?.focus();
  }, [flow.voided]);

  if (flow.paid !== undefined) return <DirectDebitDone paid={flow.paid} />;

  const submit = () => {
    if (!fields.checkAll()) return;
    const code = codeToSend(quote);
    flow.submit(
      {
        ...fields.request(),
        bundle_id: bundle.id,
        country: address.country,
        ...(code === undefined ? {} : { discount_code: code }),
      },
      (error) => {
        if (flow.stoppable.isStop(error)) return;
        if (isCodeRefusal(error)) setCodeRefused(error);
        const found = serverFieldErrors(error, directDebitFields);
        if (hasFieldErrors(found)) fields.showServerErrors(found);
        fields.raiseErrorFocus();
      },
    );
  };

  const formError = () => {
    const error = flow.submitting.error;
    if (error === null || flow.stoppable.isStop(error)) return undefined;
    const refusal = refusalOf(error);
    if (refusal !== undefined) return <RefusalMessage refusal={refusal} error={error} />;
    if (isCodeRefusal(error))
      return (
        <>
          <p className={styles.tight}>
            {LL.directDebit.summary.codeRefused({
              code: address.code ?? '',
              reason: errorMessage(LL, error),
            })}
          </p>
          <p className={styles.tight}>{LL.directDebit.summary.fullPrice()}</p>
        </>
      );
    if (isAddressRefusal(error))
      return (
        <div className={styles.refusal}>
          <p>{LL.directDebit.address.invalid()}</p>
          <div className={styles.links}>
            <ButtonLink href="/credits">{LL.directDebit.links.credits()}</ButtonLink>
          </div>
        </div>
      );
    // Field errors are at their fields; the form says only that some need a look.
    return errorMessage(LL, error);
  };

  const amount = amountToPay(bundle, quote);
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <OrderSummary bundle={bundle} quote={quote} />
      </div>
      <div className={styles.main}>
        {flow.step === 'sms' ? (
          <SmsCodeStep flow={flow} />
        ) : (
          <>
            {flow.voided && (
              <div ref={voidedRef} tabIndex={-1} className={styles.notice}>
                <Alert tone="warning">{LL.directDebit.form.voided()}</Alert>
              </div>
            )}
            <DirectDebitForm
              fields={fields}
              prefill={prefill}
              amount={formatMoney(amount.amount, amount.currency, locale)}
              country={address.country}
              onSubmit={submit}
              isPending={flow.submitting.isPending}
              stoppable={flow.stoppable}
              error={formError()}
              focusHeading={returned && !flow.voided}
            />
          </>
        )}
      </div>
    </div>
  );
};
