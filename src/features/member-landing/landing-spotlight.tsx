import { useParams } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import type { LandingView } from './landing-view';
import { MoreMembers } from './more-members';
import { ProfileFacts, ProfileLine } from './profile-facts';
import styles from './member-landing.module.css';

/**
 * /members/{id}/landing3/{slug?}: the profile in the spotlight, a magazine page. The campaign's
 * question as the headline, the photo beside the member's own words on a desktop, and more
 * members of the campaign below the fold, each leading to their own page of this design.
 */
export const LandingSpotlight = ({ view }: { view: LandingView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.memberLanding.three;
  const { slug } = useParams();
  const profile = view?.profile;
  const name = profile?.name ?? '';
  return (
    <article className={styles.spotlight}>
      <div className={styles.spotlightHead}>
        {profile === undefined ? (
          <SkeletonLine size="xl" width="80%" />
        ) : (
          <>
            <p className={styles.badge}>{t.badge()}</p>
            <h1 className={styles.spotlightTitle}>{view?.campaignTitle ?? t.title({ name })}</h1>
          </>
        )}
      </div>
      <div className={styles.spotlightBody}>
        <LandingPhoto name={profile?.name} url={view?.photoUrl} className={styles.spotlightPhoto} main />
        <div className={styles.spotlightText}>
          {profile === undefined ? (
            <SkeletonLine size="lg" width="50%" />
          ) : (
            <h2 className={styles.spotlightName}>{LL.memberLanding.nameAndAge(profile)}</h2>
          )}
          <ProfileFacts profile={profile} />
          {profile === undefined ? (
            <SkeletonLine width="40%" />
          ) : (
            <h3 className={styles.aboutTitle}>{t.aboutTitle({ name })}</h3>
          )}
          <ProfileLine profile={profile} line={view?.line} className={styles.spotlightQuote} />
          {view?.fictionalWarning !== undefined && (
            <p className={styles.fictional}>{view.fictionalWarning}</p>
          )}
          <LandingCta profile={profile === undefined ? undefined : { id: profile.id, name }} />
        </div>
      </div>
      {view !== undefined && view.more.length > 0 && (
        <MoreMembers profiles={view.more} cdnPrefix={view.cdnPrefix} slug={slug} />
      )}
    </article>
  );
};
