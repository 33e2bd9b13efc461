import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import type { CreditBundle } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { priceWithDiscount, type PriceDiscount } from '../../domain/checkout';
import { formatMoney } from '../../lib/format-money';
import styles from './credits.module.css';

/**
 * The country's packages as one choice (spec §2 credits): credits, price, price per credit and
 * the saving; with a discount the price before it is struck through beside the price to pay.
 */
export const BundlePicker = ({
  bundles,
  value,
  onChange,
  discount,
}: {
  bundles: readonly CreditBundle[];
  value: number | undefined;
  onChange: (id: number) => void;
  discount: PriceDiscount | undefined;
}) => {
  const { LL, locale } = useI18nContext();
  const t = LL.credits.bundles;
  const best = bundles.reduce<CreditBundle | undefined>(
    (found, bundle) =>
      found === undefined || bundle.price_per_credit.amount < found.price_per_credit.amount ? bundle : found,
    undefined,
  );
  return (
    <RadioGroup
      className={styles.bundles}
      value={value === undefined ? null : String(value)}
      onChange={(id) => {
        onChange(Number(id));
      }}
    >
      <Label className={styles.legend}>{t.legend()}</Label>
      <div className={styles.bundleList}>
        {bundles.map((bundle) => {
          const { total } = priceWithDiscount(bundle.price.amount, discount);
          const money = (amount: number) => formatMoney(amount, bundle.price.currency, locale);
          const tag = bundle.popular
            ? t.popular()
            : best?.id === bundle.id && bundles.length > 1
              ? t.bestValue()
              : undefined;
          return (
            <RadioField key={bundle.id} value={String(bundle.id)} className={styles.bundleField}>
              <RadioButton className={`${styles.bundle} ${bundle.popular ? styles.popular : ''}`}>
                {tag !== undefined && <span className={styles.tag}>{tag}</span>}
                <span className={styles.bundleCredits}>{t.credits({ count: bundle.credits })}</span>
                <span className={styles.bundlePrice}>
                  {discount !== undefined && (
                    <s className={styles.was}>{t.was({ price: money(bundle.price.amount) })}</s>
                  )}
                  <strong>{money(total)}</strong>
                </span>
                <span className={styles.bundleMeta}>
                  {t.perCredit({ price: money(bundle.price_per_credit.amount) })}
                  {bundle.discount_percentage !== null && (
                    <span className={styles.saving}>{t.saving({ percent: bundle.discount_percentage })}</span>
                  )}
                </span>
              </RadioButton>
            </RadioField>
          );
        })}
      </div>
    </RadioGroup>
  );
};
