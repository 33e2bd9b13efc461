import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { freeMessagesLeft } from '../../domain/messaging-rules';
import { formatMoney } from '../../lib/format-money';

export interface MessageCostProps {
  user: User;
  settings: Settings;
}

/**
 * What the next message costs, under the field (spec §1, §3; issue 15 item 3): the free messages
 * left while a free member has any, otherwise `message_credits` per message, and in money the
 * country's `minimum_message_costs` where the site sells there. Nothing when messages are free.
 */
export const MessageCost = ({ user, settings }: MessageCostProps) => {
  const { LL, locale } = useI18nContext();
  const t = LL.chat.composer;
  const credits = settings.message_credits;
  if (credits <= 0) return null;
  const free = freeMessagesLeft({ paidUser: user.paid_user, freeMessagesLeft: user.free_messages_left });
  if (free > 0) return <span>{t.free({ count: free })}</span>;
  const cost = settings.minimum_message_costs[user.profile.country];
  return (
    <span>
      {cost === undefined
        ? t.costs({ credits })
        : t.costsMoney({ credits, price: formatMoney(cost.costs, cost.currency, locale) })}
    </span>
  );
};
