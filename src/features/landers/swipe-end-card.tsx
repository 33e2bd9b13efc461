import { Heart } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile } from './lander-view';
import styles from './tinderswipe.module.css';

interface SwipeEndCardProps {
  liked: readonly LanderProfile[];
  /** The game ended by a swipe: the card takes the focus the like and pass buttons had. */
  takeFocus: boolean;
}

/**
 * Where the stack gives way to the signup: the members liked, as a promise of matches, and the
 * call to action. It holds the stack's place, so the page around it stays where it was.
 */
export const SwipeEndCard = ({ liked, takeFocus }: SwipeEndCardProps) => {
  const { LL } = useI18nContext();
  const t = LL.landerSwipe;
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <section className={styles.endCard} aria-labelledby={headingId}>
      <span className={styles.endIcon} aria-hidden="true">
        <Heart size={32} fill="currentColor" />
      </span>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.endTitle}>
        {liked.length === 0 ? t.endTitleNone() : t.endTitle()}
      </h2>
      {liked.length > 0 && (
        <ul className={styles.likedList} aria-label={t.likedList()}>
          {liked.map((profile) => (
            <li key={profile.id}>
              <LanderPhoto profile={profile} thumb className={styles.likedPhoto} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.endText}>
        {liked.length === 0 ? t.endTextNone() : t.endText({ count: liked.length })}
      </p>
      <LanderCta label={t.cta()} onDark className={styles.endCta} />
    </section>
  );
};
