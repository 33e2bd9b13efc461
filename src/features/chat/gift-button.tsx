import { Gift } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { GiftDialog } from './gift-dialog';
import { useSendGift } from './use-send-gift';
import styles from './conversation.module.css';

export interface GiftButtonProps {
  profileId: number;
  /** The conversation, when there is one. */
  conversation: number | undefined;
  /** The other member's name. */
  name: string;
  /** The member's credit balance. */
  credits: number;
  /** Open on arrival: the profile's Gift button leads here with `?gift=open`. */
  defaultOpen: boolean;
  /** The dialog closed (the address forgets `?gift=open`). */
  onClosed: () => void;
  onSent?: (conversation: number) => void;
}

/** The composer's gift button and its catalogue; a sent gift closes it and says so. */
export const GiftButton = ({
  profileId,
  conversation,
  name,
  credits,
  defaultOpen,
  onClosed,
  onSent,
}: GiftButtonProps) => {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(defaultOpen);
  const [sentCount, setSentCount] = useState(0);
  const gifts = useSendGift({
    profileId,
    conversation,
    onSent: (id) => {
      setOpen(false);
      onClosed();
      setSentCount((count) => count + 1);
      onSent?.(id);
    },
  });
  return (
    <>
      <Button
        className={styles.toolButton}
        aria-label={LL.chat.composer.sendGift()}
        onPress={() => {
          gifts.reset();
          setOpen(true);
        }}
      >
        <Gift aria-hidden="true" size={20} />
      </Button>
      <GiftDialog
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onClosed();
        }}
        name={name}
        credits={credits}
        sending={gifts.sending}
        onSend={(gift) => {
          void gifts.send(gift);
        }}
        onDismissFailure={gifts.reset}
      />
      <VisuallyHidden>
        <span role="status">
          {/* A new element per gift: the same words again are still news. */}
          {sentCount > 0 && <span key={sentCount}>{LL.chat.gifts.sent()}</span>}
        </span>
      </VisuallyHidden>
    </>
  );
};
