import { Gift, Image, MessageCircle, type LucideIcon } from 'lucide-react';
import type { GetPricing200 } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatMoney } from '../../lib/format-money';
import styles from './pricing.module.css';
import { TextBar } from './text-bar';

const Cost = ({ icon: Icon, what, credits }: { icon: LucideIcon; what: string; credits: number }) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.cost}>
      <dt className={styles.costWhat}>
        <Icon aria-hidden="true" size={22} className={styles.costIcon} />
        <span className={styles.costLabel}>{what}</span>
      </dt>
      <dd className={styles.costCredits}>{LL.premium.pricing.costCredits({ count: credits })}</dd>
    </div>
  );
};

/** What a message, a photo and a gift cost in credits, and a message at least in money (spec §3). */
export const PricingCosts = ({ pricing }: { pricing: GetPricing200 }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.premium.pricing;
  const { amount, currency } = pricing.minimum_message_cost;
  return (
    <div className={styles.costsBlock}>
      <dl className={styles.costs}>
        <Cost icon={MessageCircle} what={t.message()} credits={pricing.message_credits} />
        <Cost icon={Image} what={t.photo()} credits={pricing.photo_credits} />
        <Cost icon={Gift} what={t.gift()} credits={pricing.gift_credits} />
      </dl>
      <p className={styles.minimum}>{t.minimumMessage({ price: formatMoney(amount, currency, locale) })}</p>
    </div>
  );
};

/** The same three tiles and line, of the same size, while the prices are on their way. */
export const PricingCostsSkeleton = () => (
  <div className={styles.costsBlock}>
    <div className={styles.costs}>
      {[0, 1, 2].map((tile) => (
        <div key={tile} className={styles.cost}>
          <span className={styles.costWhat}>
            <span className={styles.costIconSpace} />
            <span className={styles.costLabel}>
              <TextBar width="6rem" />
            </span>
          </span>
          <span className={styles.costCredits}>
            <TextBar width="5rem" />
          </span>
        </div>
      ))}
    </div>
    <span className={styles.minimum}>
      <TextBar width="16rem" />
    </span>
  </div>
);
