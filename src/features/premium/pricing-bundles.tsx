import type { CreditBundle } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatMoney } from '../../lib/format-money';
import { VisuallyHidden } from '../../ui';
import { bestValueId } from './best-value';
import offer from './offer.module.css';
import styles from './pricing.module.css';
import { TextBar } from './text-bar';

const BundleCard = ({ bundle, bestValue }: { bundle: CreditBundle; bestValue: boolean }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.premium;
  const mark = bundle.popular ? t.tier.popular() : bestValue ? t.pricing.bestValue() : undefined;
  const money = ({ amount, currency }: CreditBundle['price']) => formatMoney(amount, currency, locale);
  const cardClass = [
    offer.card,
    styles.bundle,
    bundle.popular && offer.popular,
    bestValue && styles.bestValue,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cardClass}>
      {/* Seen as a ribbon; heard as part of the card's heading. */}
      {mark !== undefined && (
        <p className={`${offer.ribbon} ${styles.ribbon}`} aria-hidden="true">
          {mark}
        </p>
      )}
      <h3 className={styles.bundleCredits}>
        {t.tier.credits({ count: bundle.credits })}
        {mark !== undefined && (
          <>
            {' '}
            <VisuallyHidden>{`– ${mark}`}</VisuallyHidden>
          </>
        )}
      </h3>
      {/* Price, price per credit and saving as one paragraph; the saving's line is kept when
          there is none, so the cards of a row stay alike. */}
      <p className={styles.bundleMoney}>
        <span className={styles.bundlePrice}>{money(bundle.price)}</span>{' '}
        <span className={styles.bundleLine}>
          {t.tier.perCredit({ price: money(bundle.price_per_credit) })}
        </span>{' '}
        <span className={styles.saving}>
          {bundle.discount_percentage !== null && bundle.discount_percentage > 0 && (
            <span className={styles.savingBadge}>
              {t.pricing.saving({ percent: bundle.discount_percentage })}
            </span>
          )}
        </span>
      </p>
    </li>
  );
};

/** The country's bundles, smallest first, with price per credit and saving (spec §2 pricing). */
export const PricingBundles = ({ bundles, label }: { bundles: readonly CreditBundle[]; label: string }) => {
  const best = bestValueId(bundles);
  return (
    <ul className={`${offer.cards} ${styles.bundles}`} aria-label={label}>
      {bundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} bestValue={bundle.id === best} />
      ))}
    </ul>
  );
};

export const PricingBundlesSkeleton = () => (
  <div className={`${offer.cards} ${styles.bundles}`}>
    {[0, 1, 2, 3].map((card) => (
      <div key={card} className={`${offer.card} ${styles.bundle}`}>
        <span className={styles.bundleCredits}>
          <TextBar width="70%" />
        </span>
        <span className={styles.bundleMoney}>
          <span className={styles.bundlePrice}>
            <TextBar width="50%" />
          </span>
          <span className={styles.bundleLine}>
            <TextBar width="80%" />
          </span>
          <span className={styles.saving}>
            <TextBar width="45%" />
          </span>
        </span>
      </div>
    ))}
  </div>
);
