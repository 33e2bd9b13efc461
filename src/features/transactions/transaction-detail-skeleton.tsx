import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import styles from './transactions.module.css';

/** The fields of a line: date, type, credits, amount, method, status. */
const lineFields = 6;

/** The line's card while it loads, at its final size: a heading and its fields. */
export const TransactionDetailSkeleton = () => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.detail} aria-busy="true">
      <div className={styles.card}>
        <p className={styles.cardHeading}>
          <VisuallyHidden>{LL.common.loading()}</VisuallyHidden>
          <span
            className={`${styles.skeletonBar} ${styles.skeleton}`}
            style={{ width: '45%' }}
            aria-hidden="true"
          />
        </p>
        <div className={styles.facts} aria-hidden="true">
          {Array.from({ length: lineFields }, (_, field) => (
            <div key={field} className={styles.field}>
              <span className={`${styles.skeletonBar} ${styles.skeleton}`} style={{ width: '60%' }} />
              <span className={`${styles.skeletonBar} ${styles.skeleton}`} style={{ width: '40%' }} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
};
