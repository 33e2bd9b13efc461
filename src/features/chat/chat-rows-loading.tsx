import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import styles from './chats.module.css';

/** A phone's screenful of rows. */
const rows = 6;

/** The list while it loads: rows of the final height, so nothing moves when they fill in. */
export const ChatRowsLoading = () => {
  const { LL } = useI18nContext();
  return (
    <div aria-busy="true">
      <p className={styles.loadingNote}>{LL.common.loading()}</p>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className={styles.row}>
            <span className={styles.rowLink}>
              <span className={styles.avatar}>
                <SkeletonBox width="56px" height="56px" />
              </span>
              <span className={styles.rowText}>
                <SkeletonLine width="40%" />
                <SkeletonLine width="75%" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
};
