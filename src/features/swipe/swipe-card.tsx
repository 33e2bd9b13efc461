import { useState, type PointerEvent } from 'react';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import styles from './swipe.module.css';

/** How far a card must be dragged before letting go likes (right) or passes (left) it. */
export const swipeThresholdPx = 96;

export interface SwipeCardProps {
  card: ProfileCard;
  cdnPrefix: string;
  /** False once the day's likes are used up: a drag to the right springs back. */
  canLike: boolean;
  onLike: () => void;
  onPass: () => void;
}

/**
 * The top card of the stack, photo first, dragged by touch or mouse: it follows the pointer and
 * tilts, and let go past the threshold it likes (right) or passes (left); short of it, it springs
 * back. The keyboard and the buttons under the stack do the same (swipe-page.tsx).
 */
export const SwipeCard = ({ card, cdnPrefix, canLike, onLike, onPass }: SwipeCardProps) => {
  const { LL } = useI18nContext();
  const t = LL.swipe;
  // Where the pointer went down and how far it has moved since; null while no drag is on.
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const dx = drag?.dx ?? 0;

  const end = () => {
    setDrag(null);
    if (dx >= swipeThresholdPx && canLike) onLike();
    else if (dx <= -swipeThresholdPx) onPass();
  };

  return (
    <div
      className={styles.card}
      data-card=""
      data-dragging={drag === null ? undefined : ''}
      data-leaning={dx >= swipeThresholdPx && canLike ? 'like' : dx <= -swipeThresholdPx ? 'pass' : undefined}
      style={{
        transform: dx === 0 ? undefined : `translateX(${String(dx)}px) rotate(${String(dx / 24)}deg)`,
      }}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0) return;
        setDrag({ startX: event.clientX, dx: 0 });
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (drag !== null) setDrag({ startX: drag.startX, dx: event.clientX - drag.startX });
      }}
      onPointerUp={end}
      onPointerCancel={() => {
        setDrag(null);
      }}
    >
      {card.main_image === null ? (
        <span className={styles.noPhoto}>{t.noPhoto()}</span>
      ) : (
        <img
          className={styles.photo}
          src={`${cdnPrefix}${card.main_image.filename}`}
          alt={t.photoAlt({ name: card.name })}
          width={600}
          height={800}
          draggable={false}
        />
      )}
      <span className={styles.stamp} data-kind="like" aria-hidden="true">
        {t.like()}
      </span>
      <span className={styles.stamp} data-kind="pass" aria-hidden="true">
        {t.pass()}
      </span>
      <span className={styles.caption}>
        <span className={styles.name}>{t.cardLabel({ name: card.name, age: card.age })}</span>
        {card.city !== null && card.city.trim() !== '' && <span className={styles.city}>{card.city}</span>}
      </span>
    </div>
  );
};
