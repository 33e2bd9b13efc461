import { Button } from 'react-aria-components';
import { useGetGifts } from '../../../generated/hooks/chat/chat';
import type { Gift } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError } from '../../api';
import { Alert, Button as UiButton, Modal } from '../../ui';
import { errorMessage } from '../errors';
import { isLimitCode, LimitAlert } from './limit-alert';
import type { GiftSending } from './use-send-gift';
import styles from './gifts.module.css';

export interface GiftDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The other member's name. */
  name: string;
  /** The member's credit balance. */
  credits: number;
  sending: GiftSending;
  onSend: (gift: Gift) => void;
  onDismissFailure: () => void;
}

const GiftTile = ({ gift, busy, onSend }: { gift: Gift; busy: boolean; onSend: (gift: Gift) => void }) => {
  const { LL } = useI18nContext();
  return (
    <li>
      <Button
        className={styles.tile}
        isDisabled={busy}
        onPress={() => {
          onSend(gift);
        }}
      >
        <img src={gift.image.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
        <span className={styles.giftName}>{gift.name}</span>
        <span className={styles.giftCost}>{LL.chat.gifts.costs({ credits: gift.credits })}</span>
      </Button>
    </li>
  );
};

/**
 * The gift catalogue (spec §2 chat: gifts; §3 `gift_credits`): each gift with its price and the
 * member's balance, one press to send. While one is on its way the others wait; a refusal says
 * why here, with the way to buy credits when they run short.
 */
export const GiftDialog = ({
  isOpen,
  onOpenChange,
  name,
  credits,
  sending,
  onSend,
  onDismissFailure,
}: GiftDialogProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.gifts;
  const gifts = useGetGifts({ query: { enabled: isOpen, staleTime: 10 * 60_000 } });
  const failure = sending.state === 'failed' ? sending.error : undefined;
  const limitCode = failure instanceof ApiError && isLimitCode(failure.code) ? failure.code : undefined;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t.title({ name })} size="default">
      <p className={styles.balance}>{t.balance({ credits })}</p>
      {limitCode !== undefined && <LimitAlert code={limitCode} onDismiss={onDismissFailure} />}
      {failure !== undefined && limitCode === undefined && (
        <Alert tone="danger" live="assertive" onDismiss={onDismissFailure}>
          {errorMessage(LL, failure)}
        </Alert>
      )}
      {sending.state === 'sending' && (
        <p className={styles.sending} role="status">
          {LL.chat.outbox.sending()}
        </p>
      )}
      {gifts.error !== null ? (
        <div className={styles.problem}>
          <Alert tone="danger">{t.failed()}</Alert>
          <UiButton
            variant="outline"
            onPress={() => {
              void gifts.refetch();
            }}
          >
            {LL.chat.list.retry()}
          </UiButton>
        </div>
      ) : gifts.data === undefined ? (
        <p className={styles.loading} aria-busy="true">
          {LL.common.loading()}
        </p>
      ) : (
        <ul className={styles.grid}>
          {gifts.data.gifts.map((gift) => (
            <GiftTile key={gift.id} gift={gift} busy={sending.state === 'sending'} onSend={onSend} />
          ))}
        </ul>
      )}
    </Modal>
  );
};
