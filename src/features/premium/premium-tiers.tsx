import { Check } from 'lucide-react';
import type { PremiumTier } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { pricePerCredit } from '../../domain/pricing';
import { formatMoney } from '../../lib/format-money';
import { ButtonLink, VisuallyHidden } from '../../ui';
import { SkeletonBox } from '../../ui/skeleton';
import { featureText } from './feature-text';
import offer from './offer.module.css';
import styles from './premium.module.css';
import { TextBar } from './text-bar';

/**
 * The tiers in the order they are shown: ascending, as the server sends them; on a phone, where
 * the cards stack, the popular one first, so the offer most members take is the first they see
 * (document order follows, so the focus goes where the eye does).
 */
export const tiersInOrder = (tiers: readonly PremiumTier[], popularFirst: boolean): PremiumTier[] =>
  popularFirst ? [...tiers].sort((a, b) => Number(b.popular) - Number(a.popular)) : [...tiers];

const TierCard = ({ tier }: { tier: PremiumTier }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.premium.tier;
  const price = formatMoney(tier.price.amount, tier.price.currency, locale);
  const perCredit = formatMoney(pricePerCredit(tier.price.amount, tier.credits), tier.price.currency, locale);
  return (
    <li className={[offer.card, styles.tier, tier.popular && offer.popular].filter(Boolean).join(' ')}>
      {/* Seen as a ribbon; heard as part of the card's heading, where a screen reader lands. */}
      {tier.popular && (
        <p className={`${offer.ribbon} ${styles.ribbon}`} aria-hidden="true">
          {t.popular()}
        </p>
      )}
      <h3 className={styles.tierCredits}>
        {t.credits({ count: tier.credits })}
        {tier.popular && (
          <>
            {' '}
            <VisuallyHidden>{`– ${t.popular()}`}</VisuallyHidden>
          </>
        )}
      </h3>
      <p className={styles.priceBlock}>
        <span className={styles.tierPrice}>{price}</span>{' '}
        <span className={styles.perCredit}>{t.perCredit({ price: perCredit })}</span>
      </p>
      <ul className={styles.features} aria-label={t.features()}>
        {tier.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={18} className={styles.featureIcon} />
            <span>{featureText(LL, feature, tier.match_chance_increase_percent)}</span>
          </li>
        ))}
      </ul>
      <ButtonLink href={`/credits/${String(tier.bundle_id)}`} variant={tier.popular ? 'primary' : 'outline'}>
        {t.choose()} <VisuallyHidden>{t.chooseWhat({ credits: tier.credits, price })}</VisuallyHidden>
      </ButtonLink>
    </li>
  );
};

export const PremiumTiers = ({
  tiers,
  label,
  popularFirst,
}: {
  tiers: readonly PremiumTier[];
  label: string;
  popularFirst: boolean;
}) => (
  <ul className={`${offer.cards} ${styles.tiers}`} aria-label={label}>
    {tiersInOrder(tiers, popularFirst).map((tier) => (
      <TierCard key={tier.id} tier={tier} />
    ))}
  </ul>
);

/** Four cards of the final size (the most the contract allows) while the tiers are on their way. */
export const PremiumTiersSkeleton = () => (
  <ul className={`${offer.cards} ${styles.tiers}`}>
    {[0, 1, 2, 3].map((card) => (
      <li key={card} className={`${offer.card} ${styles.tier}`}>
        <span className={styles.tierCredits}>
          <TextBar width="70%" />
        </span>
        <span className={styles.priceBlock}>
          <span className={styles.tierPrice}>
            <TextBar width="40%" />
          </span>
          <span className={styles.perCredit}>
            <TextBar width="55%" />
          </span>
        </span>
        <span className={styles.features}>
          {[0, 1, 2, 3, 4].map((line) => (
            <TextBar key={line} width={line % 2 === 0 ? '90%' : '75%'} />
          ))}
        </span>
        <SkeletonBox width="100%" height="44px" />
      </li>
    ))}
  </ul>
);
