import { useI18nContext } from '../../../locales/i18n-react';
import { creditBadgeTone, formatBadgeCount } from '../../domain/badges';
import { Badge } from '../../ui';

/**
 * Spec §9's badges of the member navigation, the same in the top bar and the phone's tab bar:
 * unread messages in green and new likes (99+ from 100), and the credits of a paid member from 10
 * down (none above).
 */
export const UnreadBadge = ({ count }: { count: number }) => {
  const { LL } = useI18nContext();
  return (
    <Badge format={formatBadgeCount} count={count} tone="unread" label={LL.topBar.unreadLabel({ count })} />
  );
};

export const NewLikesBadge = ({ count }: { count: number }) => {
  const { LL } = useI18nContext();
  return (
    <Badge
      format={formatBadgeCount}
      count={count}
      tone="primary"
      label={LL.topBar.newLikesLabel({ count })}
    />
  );
};

/** Nothing while the balance is above the threshold: the caller shows it in words, or not at all. */
export const LowCreditsBadge = ({ credits }: { credits: number }) => {
  const { LL } = useI18nContext();
  const tone = creditBadgeTone(credits);
  if (tone === undefined) return null;
  return (
    <Badge
      format={formatBadgeCount}
      count={credits}
      tone={tone}
      showZero
      label={LL.topBar.lowCreditsLabel({ count: credits })}
    />
  );
};
