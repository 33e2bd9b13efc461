import { MapPin } from 'lucide-react';
import { useState, type CSSProperties, type PointerEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile } from './lander-view';
import styles from './tinderswipe.module.css';

/** How far the top card must be dragged before letting go likes (right) or passes (left) it. */
export const swipeThresholdPx = 96;

/** What a card shows: the photo edge to edge, name and age, place and "online" over its foot. */
export const SwipeCardFace = ({
  profile,
  eager = false,
  decorative = false,
}: {
  profile: LanderProfile;
  eager?: boolean;
  /** The cards under the top one and the one flying off repeat what is said elsewhere. */
  decorative?: boolean;
}) => {
  const { LL } = useI18nContext();
  return (
    <>
      <LanderPhoto profile={profile} className={styles.cardPhoto} eager={eager} decorative={decorative} />
      <div className={styles.caption}>
        <p className={styles.cardName}>{LL.landers.nameAge({ name: profile.name, age: profile.age })}</p>
        {profile.place !== undefined && (
          <p className={styles.cardFact}>
            <MapPin aria-hidden="true" size={16} />
            <span>{profile.place}</span>
          </p>
        )}
        {profile.online && (
          <p className={styles.cardFact}>
            <span className={styles.onlineDot} aria-hidden="true" />
            <span>{LL.landers.online()}</span>
          </p>
        )}
        {profile.fictionalWarning !== undefined && (
          <p className={styles.fictional}>{profile.fictionalWarning}</p>
        )}
      </div>
    </>
  );
};

interface SwipeCardProps {
  profile: LanderProfile;
  eager: boolean;
  /** It was the card under the one just swiped: it rises into place (the stack moves up). */
  risen: boolean;
  /** Let go past the threshold: like (right) or pass (left), from where the finger left it. */
  onSwipe: (kind: 'like' | 'pass', fromX: number) => void;
}

/**
 * The top card, dragged by touch or mouse: it follows the pointer and tilts, a stamp says what
 * letting go would do; short of the threshold it springs back. The buttons and the arrow keys do
 * the same (tinderswipe-design.tsx), so the drag is never the only way.
 */
export const SwipeCard = ({ profile, eager, risen, onSwipe }: SwipeCardProps) => {
  const { LL } = useI18nContext();
  const t = LL.landerSwipe;
  // Where the pointer went down and how far it has moved since; null while no drag is on.
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const dx = drag?.dx ?? 0;
  const lean = Math.min(1, Math.abs(dx) / swipeThresholdPx);
  const style = { '--dx': String(dx), '--lean': String(lean) } as CSSProperties;

  return (
    <div
      className={`${styles.card} ${styles.top}`}
      data-risen={risen ? '' : undefined}
      data-dragging={drag === null ? undefined : ''}
      data-leaning={dx > 0 ? 'like' : dx < 0 ? 'pass' : undefined}
      style={style}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0) return;
        setDrag({ startX: event.clientX, dx: 0 });
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (drag !== null) setDrag({ startX: drag.startX, dx: event.clientX - drag.startX });
      }}
      onPointerUp={() => {
        setDrag(null);
        if (dx >= swipeThresholdPx) onSwipe('like', dx);
        else if (dx <= -swipeThresholdPx) onSwipe('pass', dx);
      }}
      onPointerCancel={() => {
        setDrag(null);
      }}
    >
      <SwipeCardFace profile={profile} eager={eager} />
      <span className={styles.stamp} data-kind="like" aria-hidden="true">
        {t.like()}
      </span>
      <span className={styles.stamp} data-kind="pass" aria-hidden="true">
        {t.pass()}
      </span>
    </div>
  );
};
