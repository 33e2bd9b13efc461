import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import type { LandingView } from './landing-view';
import { ProfileFacts, ProfileLine } from './profile-facts';
import styles from './member-landing.module.css';

/**
 * /members/{id}/landing: the photo takes the top half of a phone's screen, name and age over its
 * lower edge, then the member's line and the call to action in the lower half, within thumb reach.
 */
export const LandingHero = ({ view }: { view: LandingView | undefined }) => {
  const { LL } = useI18nContext();
  const profile = view?.profile;
  return (
    <article className={styles.hero}>
      <div className={styles.heroMedia}>
        <LandingPhoto name={profile?.name} url={view?.photoUrl} className={styles.heroPhoto} main />
        <div className={styles.heroCaption}>
          {profile === undefined ? (
            <SkeletonLine size="xl" width="60%" />
          ) : (
            <>
              <p className={styles.kicker}>{LL.memberLanding.one.kicker({ name: profile.name })}</p>
              <h1 className={styles.heroName}>{LL.memberLanding.nameAndAge(profile)}</h1>
            </>
          )}
          <ProfileFacts profile={profile} className={styles.onPhoto} />
        </div>
      </div>
      <div className={styles.heroBody}>
        <ProfileLine profile={profile} line={view?.line} className={styles.quote} />
        {view?.fictionalWarning !== undefined && <p className={styles.fictional}>{view.fictionalWarning}</p>}
        <LandingCta profile={profile === undefined ? undefined : { id: profile.id, name: profile.name }} />
      </div>
    </article>
  );
};
