import { useId } from 'react';
import { useGetPremiumTiers } from '../../../generated/hooks/commerce/commerce';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser } from '../../api';
import { PageLoading, useIsSmartphone } from '../../ui';
import { LoadFailure } from './load-failure';
import { LoadingRegion } from './loading-region';
import offer from './offer.module.css';
import { PremiumStatus } from './premium-status';
import { PremiumTiers, PremiumTiersSkeleton } from './premium-tiers';
import styles from './premium.module.css';
import { TextBar } from './text-bar';

/** The tiers, their skeleton, or why they are missing; the claim above them comes from the same answer. */
const TiersArea = () => {
  const { LL } = useI18nContext();
  const t = LL.premium.overview;
  const tiers = useGetPremiumTiers();
  const popularFirst = useIsSmartphone();
  if (tiers.isError && tiers.data === undefined) {
    return (
      <LoadFailure
        what={t.loadFailed()}
        error={tiers.error}
        retryLabel={t.retry()}
        onRetry={() => void tiers.refetch()}
      />
    );
  }
  if (tiers.data === undefined) {
    return (
      <LoadingRegion label={t.loading()}>
        <PremiumTiersSkeleton />
      </LoadingRegion>
    );
  }
  return <PremiumTiers tiers={tiers.data.tiers} label={t.tiersLabel()} popularFirst={popularFirst} />;
};

/**
 * Spec §9's claim, in the words of the answer's figure (a line of its size while that comes), over
 * the promise that any package makes premium: one paragraph, the claim its first, bold line.
 */
const Hero = () => {
  const { LL } = useI18nContext();
  const t = LL.premium.overview;
  const tiers = useGetPremiumTiers();
  const percent = tiers.data?.tiers[0]?.match_chance_increase_percent;
  return (
    <p className={styles.hero}>
      <span className={styles.claim}>
        {percent === undefined ? <TextBar width="100%" /> : t.claim({ percent })}
      </span>{' '}
      <span className={styles.intro}>{t.intro()}</span>
    </p>
  );
};

/** /premium: the premium overview with up to four tiers p0–p3, one popular (spec §2, §9). */
const PremiumPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const t = LL.premium.overview;
  const { data: user } = useCurrentUser();
  const tiersHeading = useId();
  // The access gate lets only members in; between a logout and the next screen there is none.
  if (user === undefined || user === null) return <PageLoading />;
  return (
    <div className={offer.page}>
      <h1 className={offer.heading}>{LL.routes[routeTitle]()}</h1>
      <Hero />
      {user.paid_user && <PremiumStatus user={user} />}
      <section className={offer.section} aria-labelledby={tiersHeading}>
        <h2 id={tiersHeading} className={offer.sectionHeading}>
          {user.paid_user ? t.topUpHeading() : t.chooseHeading()}
        </h2>
        <TiersArea />
      </section>
    </div>
  );
};

export default PremiumPage;
