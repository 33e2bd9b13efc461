import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatBadgeCount } from '../../domain/badges';
import { likesTypes, type LikesType } from '../../domain/likes-lists';
import styles from './likes.module.css';

/**
 * The three lists as links (spec §2 /likes/{type}), each with its count; the shown one is the
 * current page. While the lists load the counts keep their room, so nothing moves when they come.
 */
export const LikesTabs = ({
  current,
  counts,
}: {
  current: LikesType;
  counts: Record<LikesType, number> | undefined;
}) => {
  const { LL } = useI18nContext();
  return (
    <nav aria-label={LL.likes.tabs.label()}>
      <ul className={styles.tabs}>
        {likesTypes.map((type) => (
          <li key={type}>
            <Link
              to={`/likes/${type}`}
              className={styles.tab}
              aria-current={type === current ? 'page' : undefined}
            >
              {LL.likes.tabs[type]()}{' '}
              <span className={styles.count}>
                {counts === undefined ? '' : formatBadgeCount(counts[type])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
