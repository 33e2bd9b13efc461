import { useI18nContext } from '../../../locales/i18n-react';
import { ProfilePhotosSkeleton } from './photos/profile-photos-skeleton';
import styles from './profile.module.css';

/** The page's shape while the own profile loads: the summary and the photos at their final size. */
export const ProfileSkeleton = () => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <div className={styles.summary}>
        <span className={styles.summaryPhoto} />
        <p className={styles.summaryText}>{LL.common.loading()}</p>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{LL.profile.sections.photos()}</h2>
        <ProfilePhotosSkeleton />
      </section>
    </div>
  );
};
