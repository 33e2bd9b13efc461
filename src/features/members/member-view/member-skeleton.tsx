import { useI18nContext } from '../../../../locales/i18n-react';
import styles from './member-view.module.css';

/** The profile's shape while it loads: the photo header and the action bar at their final size. */
export const MemberSkeleton = () => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.profile} aria-busy="true">
      <div className={styles.header}>
        <div className={`${styles.gallery} ${styles.skeletonPhoto}`}>
          <p className={styles.skeletonText}>{LL.common.loading()}</p>
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.skeletonBar} aria-hidden="true" />
      </div>
    </div>
  );
};
