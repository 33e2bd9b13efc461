import { MessageCircle, PenLine, UserPlus } from 'lucide-react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LandingCta } from './landing-cta';
import { LandingPhoto } from './landing-photo';
import type { LandingView } from './landing-view';
import { ProfileFacts, ProfileLine } from './profile-facts';
import styles from './member-landing.module.css';

/**
 * /members/{id}/landing2/{slug?}: an invitation to chat. The campaign's wording (or "Say hello
 * to …") as the heading, the face in a round frame, the member's line as a chat bubble and the
 * three steps from here to the first message.
 */
export const LandingInvite = ({ view }: { view: LandingView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.memberLanding.two;
  const profile = view?.profile;
  const name = profile?.name ?? '';
  return (
    <article className={styles.invite}>
      <div className={styles.inviteCard}>
        <LandingPhoto name={profile?.name} url={view?.photoUrl} className={styles.avatar} main />
        {profile === undefined ? (
          <SkeletonLine size="xl" width="70%" />
        ) : (
          <h1 className={styles.inviteTitle}>{view?.campaignTitle ?? t.title({ name })}</h1>
        )}
        {profile === undefined ? (
          <SkeletonLine size="lg" width="40%" />
        ) : (
          <p className={styles.inviteName}>{LL.memberLanding.nameAndAge(profile)}</p>
        )}
        <ProfileFacts profile={profile} className={styles.centered} />
        <ProfileLine profile={profile} line={view?.line} className={styles.bubble} />
        {view?.fictionalWarning !== undefined && <p className={styles.fictional}>{view.fictionalWarning}</p>}
        <LandingCta profile={profile === undefined ? undefined : { id: profile.id, name }} />
      </div>
      {profile === undefined ? (
        <div className={styles.steps}>
          <SkeletonLine size="lg" width="50%" />
          {[0, 1, 2].map((step) => (
            <SkeletonLine key={step} width="80%" />
          ))}
        </div>
      ) : (
        <section className={styles.steps} aria-labelledby="member-landing-steps">
          <h2 id="member-landing-steps" className={styles.stepsTitle}>
            {t.stepsTitle()}
          </h2>
          <ol className={styles.stepList}>
            <li>
              <UserPlus aria-hidden="true" className={styles.stepIcon} />
              {t.stepSignup()}
            </li>
            <li>
              <PenLine aria-hidden="true" className={styles.stepIcon} />
              {t.stepWrite({ name })}
            </li>
            <li>
              <MessageCircle aria-hidden="true" className={styles.stepIcon} />
              {t.stepChat()}
            </li>
          </ol>
        </section>
      )}
    </article>
  );
};
