import {
  CheckboxButton,
  CheckboxField,
  Label,
  RadioButton,
  RadioField,
  RadioGroup,
} from 'react-aria-components';
import type { PaymentMethod, PaymentMethodCode } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { codeAllowsMethod } from '../../domain/checkout';
import { formatMoney } from '../../lib/format-money';
import { methodName } from './method-name';
import { PaymentMethodMark } from './payment-method-mark';
import styles from './credits.module.css';

/** Why a method cannot take this order, in the member's words; undefined when it can. */
const useUnusableReason = (codeMethods: readonly string[] | null) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.methods;
  return (method: PaymentMethod): string | undefined => {
    if (!codeAllowsMethod(codeMethods, method.code)) return t.notWithCode();
    if (method.available) return undefined;
    if (method.max_amount !== undefined)
      return `${t.unavailable()} (${t.upTo({ amount: formatMoney(method.max_amount.amount, method.max_amount.currency, locale) })})`;
    if (method.min_amount !== undefined)
      return `${t.unavailable()} (${t.from({ amount: formatMoney(method.min_amount.amount, method.min_amount.currency, locale) })})`;
    return t.unavailable();
  };
};

/**
 * The methods the country offers (spec §9, 24 in all), in the server's order, each with its name
 * and text mark; a method whose amount limits exclude this order, or that the discount code does
 * not allow, is shown disabled with the reason. A card stored from an earlier order may be used
 * again at once.
 */
export const MethodPicker = ({
  methods,
  value,
  onChange,
  codeMethods,
  useStoredCard,
  onUseStoredCardChange,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethodCode | undefined;
  onChange: (method: PaymentMethodCode) => void;
  codeMethods: readonly string[] | null;
  useStoredCard: boolean;
  onUseStoredCardChange: (use: boolean) => void;
}) => {
  const { LL } = useI18nContext();
  const t = LL.credits.methods;
  const reasonOf = useUnusableReason(codeMethods);
  const chosen = methods.find((method) => method.code === value);
  const storedCard = chosen === undefined || reasonOf(chosen) !== undefined ? undefined : chosen.stored_card;
  return (
    <>
      <RadioGroup
        className={styles.methods}
        value={value ?? null}
        onChange={(code) => {
          const chosen = methods.find((method) => method.code === code);
          if (chosen !== undefined) onChange(chosen.code);
        }}
      >
        <Label className={styles.legend}>{t.legend()}</Label>
        <div className={styles.methodList}>
          {methods.map((method) => {
            const reason = reasonOf(method);
            const card = method.stored_card;
            return (
              <RadioField key={method.code} value={method.code} isDisabled={reason !== undefined}>
                <RadioButton className={styles.method}>
                  <PaymentMethodMark method={method.code} />
                  <span className={styles.methodText}>
                    <span className={styles.methodName}>{methodName(LL, method.code)}</span>
                    {reason !== undefined && <span className={styles.methodNote}>{reason}</span>}
                    {reason === undefined && card !== undefined && (
                      <span className={styles.methodNote}>
                        {t.storedCard({ brand: card.brand, last4: card.last4, expires: card.expires })}
                      </span>
                    )}
                  </span>
                </RadioButton>
              </RadioField>
            );
          })}
        </div>
      </RadioGroup>
      {storedCard !== undefined && (
        <CheckboxField isSelected={useStoredCard} onChange={onUseStoredCardChange}>
          <CheckboxButton className={styles.storedCard}>
            <span className={styles.checkbox} aria-hidden="true" />
            {t.useStoredCard()}
          </CheckboxButton>
        </CheckboxField>
      )}
    </>
  );
};
