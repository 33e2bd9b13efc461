import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox } from '../../ui/skeleton';
import styles from './member-landing.module.css';

interface LandingPhotoProps {
  name: string | undefined;
  url: string | undefined;
  /** The box's shape and size come from the design; the photo fills it (object-fit: cover). */
  className?: string;
  /** The design's main photo is the page's largest content: asked for first, never lazy. */
  main?: boolean;
}

/**
 * A photo in a box of fixed aspect ratio (DESIGN.md photo first), so nothing moves when it loads;
 * while the profile loads (`name` undefined) the same box holds a skeleton.
 */
export const LandingPhoto = ({ name, url, className = '', main = false }: LandingPhotoProps) => {
  const { LL } = useI18nContext();
  if (name === undefined) {
    return (
      <div className={`${styles.photoBox} ${className}`}>
        <SkeletonBox width="100%" height="100%" />
      </div>
    );
  }
  if (url === undefined) {
    return (
      <div
        className={`${styles.photoBox} ${styles.noPhoto} ${className}`}
        role="img"
        aria-label={LL.memberLanding.noPhoto({ name })}
      >
        <span aria-hidden="true">{name.charAt(0).toUpperCase()}</span>
      </div>
    );
  }
  return (
    <div className={`${styles.photoBox} ${className}`}>
      <img
        className={styles.photo}
        src={url}
        alt={LL.memberLanding.photoAlt({ name })}
        width={600}
        height={800}
        decoding="async"
        loading={main ? 'eager' : 'lazy'}
        fetchPriority={main ? 'high' : 'auto'}
      />
    </div>
  );
};
