import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox } from '../../ui/skeleton';
import type { LanderProfile } from './lander-view';
import styles from './lander.module.css';

interface LanderPhotoProps {
  /** Undefined while the page loads: the same box, held by a skeleton. */
  profile: LanderProfile | undefined;
  /** The box's shape and size come from the design; the photo fills it (object-fit: cover). */
  className?: string;
  /** The thumbnail for small tiles (icons, map, feed avatars); the full photo otherwise. */
  thumb?: boolean;
  /**
   * The medium size (the 400 px "match" picture) for cards of half a phone's width: a third of the
   * full photo's bytes, so a first card that is the page's largest content paints sooner.
   */
  medium?: boolean;
  /** Above the fold: asked for at once with high priority. Lazy otherwise. */
  eager?: boolean;
  /** Decorative repeats (the collage's second use of a face) hide from assistive technology. */
  decorative?: boolean;
}

/**
 * A member's photo in a box of fixed aspect ratio (DESIGN.md photo first), so nothing moves when
 * it loads; a member without a photo shows their initial; loading, a skeleton in the same box.
 */
export const LanderPhoto = ({
  profile,
  className = '',
  thumb = false,
  medium = false,
  eager = false,
  decorative = false,
}: LanderPhotoProps) => {
  const { LL } = useI18nContext();
  const box = `${styles.photoBox} ${className}`;
  if (profile === undefined) {
    return (
      <div className={box}>
        <SkeletonBox width="100%" height="100%" />
      </div>
    );
  }
  const url = thumb ? profile.thumbUrl : medium ? profile.matchUrl : profile.photoUrl;
  const side = thumb ? 240 : medium ? 400 : 600;
  if (url === undefined) {
    return (
      <div
        className={`${box} ${styles.noPhoto}`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : LL.landers.noPhoto({ name: profile.name })}
        aria-hidden={decorative ? true : undefined}
      >
        <span aria-hidden="true">{profile.name.charAt(0).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        className={styles.photo}
        src={url}
        alt={decorative ? '' : LL.landers.photoAlt({ name: profile.name })}
        width={side}
        height={thumb || medium ? side : 800}
        decoding="async"
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </div>
  );
};
