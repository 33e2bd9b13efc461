import { SkeletonLine } from '../../../ui/skeleton';
import styles from './profile-photos.module.css';

/** Tiles a free member can fill: the most common final size of the list. */
const skeletonTiles = 3;

/**
 * The photos part's shape while the own profile loads (for the page's skeleton): the count line,
 * 3:4 tiles with their action row, and the add panel, each at its final size.
 */
export const ProfilePhotosSkeleton = () => (
  <div className={styles.photos} aria-hidden="true">
    <div className={styles.summary}>
      <SkeletonLine width="8rem" />
      <SkeletonLine width="70%" />
      <span className={styles.done} />
    </div>
    <ul className={styles.grid}>
      {Array.from({ length: skeletonTiles }, (_, at) => (
        <li key={at} className={styles.tile}>
          <span className={`${styles.frame} ${styles.skeletonBox}`} />
          <span className={`${styles.skeletonButton} ${styles.skeletonBox}`} />
        </li>
      ))}
    </ul>
    <div className={styles.add}>
      <SkeletonLine size="lg" width="10rem" />
      <SkeletonLine width="80%" />
      <span className={`${styles.skeletonBrowse} ${styles.skeletonBox}`} />
    </div>
  </div>
);
