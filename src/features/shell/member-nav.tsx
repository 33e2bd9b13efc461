import { NavLink } from 'react-router-dom';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBadgeCounts } from '../../api';
import { creditBadgeTone } from '../../domain/badges';
import { LowCreditsBadge, NewLikesBadge, UnreadBadge } from './nav-badges';
import styles from './top-bar.module.css';

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

/**
 * Spec §2, logged in: Search members; Messages with the unread badge; Likes with the new-likes
 * badge; Credits for paid members (to the repeat order, badge at 10 or fewer) or Get Premium.
 */
export const MemberNav = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const { unread, newLikes } = useBadgeCounts(true);
  const creditTone = creditBadgeTone(user.credits);
  return (
    <nav aria-label={LL.topBar.mainNav()} className={styles.nav}>
      <ul className={styles.navList}>
        <li>
          <NavLink to="/members" end className={navClass}>
            {LL.topBar.search()}
          </NavLink>
        </li>
        <li>
          <NavLink to="/chats" className={navClass}>
            {LL.topBar.messages()} <UnreadBadge count={unread} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/likes" className={navClass}>
            {LL.topBar.likes()} <NewLikesBadge count={newLikes} />
          </NavLink>
        </li>
        <li>
          {user.paid_user ? (
            <NavLink to="/credits/repeat-order" className={navClass}>
              {LL.topBar.credits()}{' '}
              {creditTone === undefined ? (
                <span className={styles.balance}>{LL.topBar.creditsBalance({ count: user.credits })}</span>
              ) : (
                <LowCreditsBadge credits={user.credits} />
              )}
            </NavLink>
          ) : (
            <NavLink to="/premium" className={`${styles.navLink} ${styles.premium}`}>
              {LL.topBar.getPremium()}
            </NavLink>
          )}
        </li>
      </ul>
    </nav>
  );
};
