import { Coins, Crown, Heart, MessageCircle, Search, User as UserIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useBadgeCounts } from '../../api';
import styles from './bottom-tab-bar.module.css';
import { LowCreditsBadge, NewLikesBadge, UnreadBadge } from './nav-badges';

interface TabProps {
  to: string;
  icon: LucideIcon;
  label: string;
  badge?: ReactNode;
  /** Get Premium: amber, the colour of money and premium (DESIGN.md). */
  premium?: boolean;
  end?: boolean;
}

const Tab = ({ to, icon: Icon, label, badge, premium = false, end = false }: TabProps) => (
  <li className={styles.item}>
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        [styles.tab, isActive && styles.active, premium && styles.premium].filter(Boolean).join(' ')
      }
    >
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={24} strokeWidth={2} />
      </span>
      <span className={styles.label}>{label}</span>
      {/* After the word, so the link reads "Messages 3 unread messages"; drawn on the icon. */}
      {badge !== undefined && (
        <>
          {' '}
          <span className={styles.badge}>{badge}</span>
        </>
      )}
    </NavLink>
  </li>
);

/**
 * Spec §2's member links on a phone, in thumb reach at the bottom of the screen (DESIGN.md):
 * Search members; Messages and Likes with their badges; Credits for paid members (badge at 10 or
 * fewer) or Get Premium; My profile. Below 768 px this replaces the top bar's MemberNav.
 */
export const BottomTabBar = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const { unread, newLikes } = useBadgeCounts(true);
  return (
    <nav aria-label={LL.topBar.mainNav()} className={styles.bar}>
      <ul className={styles.list}>
        <Tab to="/members" end icon={Search} label={LL.topBar.tabSearch()} />
        <Tab
          to="/chats"
          icon={MessageCircle}
          label={LL.topBar.tabMessages()}
          badge={<UnreadBadge count={unread} />}
        />
        <Tab to="/likes" icon={Heart} label={LL.topBar.likes()} badge={<NewLikesBadge count={newLikes} />} />
        {user.paid_user ? (
          <Tab
            to="/credits/repeat-order"
            icon={Coins}
            label={LL.topBar.credits()}
            badge={<LowCreditsBadge credits={user.credits} />}
          />
        ) : (
          <Tab to="/premium" icon={Crown} label={LL.topBar.tabPremium()} premium />
        )}
        <Tab to="/profile" icon={UserIcon} label={LL.topBar.tabProfile()} />
      </ul>
    </nav>
  );
};
