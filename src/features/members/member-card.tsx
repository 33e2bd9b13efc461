import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { cardPhotoUrl, useFirstPhotosShown, useNearViewport } from './card-photos';
import styles from './members.module.css';

export interface MemberCardProps {
  card: ProfileCard;
  /** The site's CDN prefix (settings `cdn_prefix`) that image paths are relative to. */
  cdnPrefix: string;
  /** The site's word for a fictional profile, when this member is shown the fictional mark. */
  fictionalLabel: string | undefined;
  /**
   * The first cards are on screen at once: their photos load at once. The others load theirs when
   * scrolled near, or once the first ones are on screen (card-photos.ts).
   */
  eager: boolean;
  /** Told when this card's photo has loaded or failed (the first cards tell their grid). */
  onPhotoSettled?: () => void;
  /** A short mark over the photo's top edge (the likes page's "New"). */
  marker?: string;
  /** Buttons under the card, outside its link (the likes page's like back, message, take back). */
  children?: ReactNode;
}

/**
 * A search result, photo first (DESIGN.md): the whole card is one link to the profile, the name
 * and age over the photo's lower edge, the city under it, a green dot when the member is online.
 */
export const MemberCard = ({
  card,
  cdnPrefix,
  fictionalLabel,
  eager,
  onPhotoSettled,
  marker,
  children,
}: MemberCardProps) => {
  const { LL } = useI18nContext();
  const photoBox = useRef<HTMLSpanElement>(null);
  const firstPhotosShown = useFirstPhotosShown();
  const near = useNearViewport(photoBox, !eager && !firstPhotosShown);
  const loadPhoto = eager || firstPhotosShown || near;
  const city = card.city?.trim() ?? '';
  return (
    <li className={styles.card}>
      <Link to={`/members/${String(card.id)}`} className={styles.cardLink}>
        <span ref={photoBox} className={styles.photoBox}>
          {card.main_image === null ? (
            <span className={styles.noPhoto}>{LL.members.results.noPhoto()}</span>
          ) : (
            <img
              className={styles.photo}
              // Without its address until it may load: the box keeps its size, the name its alt.
              src={loadPhoto ? cardPhotoUrl(cdnPrefix, card.main_image.thumb_filename) : undefined}
              alt={LL.members.results.photoAlt({ name: card.name })}
              width={300}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              onLoad={onPhotoSettled}
              onError={onPhotoSettled}
            />
          )}
          {marker !== undefined && <span className={styles.marker}>{marker}</span>}
          <span className={styles.nameLine}>
            <span className={styles.name}>{card.name}</span>
            <span className={styles.age}>{card.age}</span>
            {card.online && (
              <span className={styles.onlineDot} role="img" aria-label={LL.members.results.online()} />
            )}
          </span>
        </span>
        <span className={styles.cardDetails}>
          <span className={styles.city}>{city === '' ? '\u00a0' : city}</span>
          {card.fictional && fictionalLabel !== undefined && (
            <span className={styles.fictional}>{fictionalLabel}</span>
          )}
        </span>
      </Link>
      {children}
    </li>
  );
};
