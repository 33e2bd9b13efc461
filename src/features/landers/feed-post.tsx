import { Heart, MessageCircle } from 'lucide-react';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile } from './lander-view';
import styles from './socialnetwork.module.css';

type AgoUnit = 'minute' | 'hour' | 'day';

/**
 * How long ago the post at this place in the feed went up: made up from the place alone (15
 * minutes for the first, about twice as long for each next one), so the page reads as a feed
 * and says the same on every visit and in every test. The ISO duration is for <time>.
 */
export const postAge = (index: number): { value: number; unit: AgoUnit; duration: string } => {
  const minutes = Math.round(15 * 1.9 ** index);
  if (minutes < 60) return { value: minutes, unit: 'minute', duration: `PT${String(minutes)}M` };
  const hours = Math.round(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour', duration: `PT${String(hours)}H` };
  const days = Math.round(hours / 24);
  return { value: days, unit: 'day', duration: `P${String(days)}D` };
};

/** A line of text still to come, exactly as tall as the line it stands for (the class's --lh). */
const LinePlaceholder = ({ className, width }: { className: string | undefined; width: string }) => (
  <div className={className} aria-hidden="true">
    <SkeletonBox width={width} height="calc(1em * var(--lh))" />
  </div>
);

interface FeedPostProps {
  /** Undefined while the campaign loads: the post's boxes, held by skeletons. */
  profile: LanderProfile | undefined;
  index: number;
}

/**
 * One member as a post: who (round photo, name and age, place, how long ago), their own words,
 * their photo, and like and comment, which a visitor may only do as a member: both open the signup.
 */
export const FeedPost = ({ profile, index }: FeedPostProps) => {
  const { LL, locale } = useI18nContext();
  const t = LL.landerSocial;
  const { openSignup } = useSignupEntry();
  const nameId = useId();
  const first = index === 0;
  if (profile === undefined) {
    return (
      <article className={styles.post} aria-hidden="true">
        <div className={styles.postHead}>
          <LanderPhoto profile={undefined} className={styles.avatar} />
          <div className={styles.who}>
            <LinePlaceholder className={styles.postName} width="45%" />
            <LinePlaceholder className={styles.postMeta} width="65%" />
          </div>
        </div>
        <div className={styles.words}>
          <SkeletonBox width="100%" height="calc(2em * var(--lh))" />
        </div>
        <LanderPhoto profile={undefined} className={styles.postPhoto} />
        <div className={styles.actions}>
          <SkeletonBox width="6rem" height="44px" />
          <SkeletonBox width="7rem" height="44px" />
        </div>
      </article>
    );
  }
  const age = postAge(index);
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
    -age.value,
    age.unit,
  );
  return (
    <article className={styles.post} aria-labelledby={nameId}>
      <header className={styles.postHead}>
        <span className={styles.avatarRing} data-online={profile.online ? '' : undefined}>
          {/* The post's photo below names the member; the round one repeats it. */}
          <LanderPhoto profile={profile} thumb decorative className={styles.avatar} />
        </span>
        <div className={styles.who}>
          <h3 id={nameId} className={styles.postName}>
            {LL.landers.nameAge({ name: profile.name, age: profile.age })}
          </h3>
          <p className={styles.postMeta}>
            {profile.place !== undefined && (
              <>
                <span className={styles.place}>{profile.place}</span>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <time dateTime={age.duration}>{ago}</time>
          </p>
        </div>
        {profile.online && <p className={styles.onlineBadge}>{LL.landers.online()}</p>}
      </header>
      <p className={styles.words}>{profile.words ?? t.fallback({ name: profile.name })}</p>
      {profile.fictionalWarning !== undefined && (
        <p className={styles.fictional}>{profile.fictionalWarning}</p>
      )}
      <LanderPhoto profile={profile} eager={first} className={styles.postPhoto} />
      <div className={styles.actions}>
        <AriaButton
          className={styles.action}
          onPress={openSignup}
          aria-label={t.likeName({ name: profile.name })}
        >
          <Heart aria-hidden="true" size={22} />
          {t.like()}
        </AriaButton>
        <AriaButton
          className={styles.action}
          onPress={openSignup}
          aria-label={t.commentName({ name: profile.name })}
        >
          <MessageCircle aria-hidden="true" size={22} />
          {t.comment()}
        </AriaButton>
      </div>
    </article>
  );
};
