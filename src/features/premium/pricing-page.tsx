import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useGetPricing } from '../../../generated/hooks/commerce/commerce';
import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { PageLoading, PlainButtonLink, PlainTextLink } from '../../ui';
import { LoadFailure } from './load-failure';
import { LoadingRegion } from './loading-region';
import offer from './offer.module.css';
import { PricingBundles, PricingBundlesSkeleton } from './pricing-bundles';
import { PricingCosts, PricingCostsSkeleton } from './pricing-costs';
import { WithdrawalInfo } from './withdrawal-info';
import styles from './pricing.module.css';

/** The site's returns promise, '{refund_days} day free returns' (spec §9); none when it has none. */
const RefundPromise = ({ days }: { days: number }) => {
  const { LL } = useI18nContext();
  if (days <= 0) return null;
  return (
    <p className={styles.refund}>
      <ShieldCheck aria-hidden="true" size={20} />
      {LL.premium.pricing.refund({ days })}
    </p>
  );
};

/** The costs and the bundles of one answer: both in place, their skeletons, or one failure with a retry. */
const PricingData = ({ settings }: { settings: Settings }) => {
  const { LL } = useI18nContext();
  const t = LL.premium.pricing;
  const pricing = useGetPricing();
  const costsHeading = useId();
  const bundlesHeading = useId();
  if (pricing.isError && pricing.data === undefined) {
    return (
      <LoadFailure
        what={t.loadFailed()}
        error={pricing.error}
        retryLabel={t.retry()}
        onRetry={() => void pricing.refetch()}
      />
    );
  }
  const data = pricing.data;
  return (
    <>
      <section className={offer.section} aria-labelledby={costsHeading}>
        <h2 id={costsHeading} className={offer.sectionHeading}>
          {t.costsHeading()}
        </h2>
        {data === undefined ? (
          <LoadingRegion label={t.loading()}>
            <PricingCostsSkeleton />
          </LoadingRegion>
        ) : (
          <PricingCosts pricing={data} />
        )}
      </section>
      <section className={offer.section} aria-labelledby={bundlesHeading}>
        <div className={styles.bundlesHead}>
          <h2 id={bundlesHeading} className={offer.sectionHeading}>
            {t.bundlesHeading()}
          </h2>
          <RefundPromise days={settings.refund_days} />
        </div>
        {data === undefined ? (
          <div aria-hidden="true">
            <PricingBundlesSkeleton />
          </div>
        ) : (
          <PricingBundles bundles={data.bundles} label={t.bundlesHeading()} />
        )}
      </section>
    </>
  );
};

/** The next step: a visitor signs up, a member buys credits or reads what premium gives. */
const NextStep = ({ user }: { user: User | null }) => {
  const { LL } = useI18nContext();
  const t = LL.premium.pricing;
  if (user === null) {
    return (
      <div className={styles.next}>
        <p>{t.signUpText()}</p>
        <PlainButtonLink href="/signup">{t.signUp()}</PlainButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.next}>
      <PlainButtonLink href="/credits">{t.buyCredits()}</PlainButtonLink>
      <PlainTextLink href="/premium">{t.seePremium()}</PlainTextLink>
    </div>
  );
};

/** /pricing, for visitors and members alike (spec §2, linked from the footer). */
const PricingPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const { data: user } = useCurrentUser();
  // Both are read at boot, before any screen; this only covers the moment of a session change.
  if (settings === undefined || user === undefined) return <PageLoading />;
  return (
    <div className={offer.page}>
      <h1 className={offer.heading}>{LL.routes[routeTitle]()}</h1>
      <p className={styles.intro}>{LL.premium.pricing.intro({ site: settings.name })}</p>
      <PricingData settings={settings} />
      <NextStep user={user} />
      <WithdrawalInfo settings={settings} />
    </div>
  );
};

export default PricingPage;
