import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasUnsentMessages } from '../../lib/chat-outbox-keys';

/**
 * The member's unsent messages go out from any screen (decision 021): when the page opens (a reload
 * mid-send, messages written offline before it) and when the connection returns. The sending code
 * loads only when there is something to send.
 */
export const useOutboxDelivery = (memberId: number): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    const deliver = (connectionBack: boolean) => {
      if (!hasUnsentMessages(memberId)) return;
      void import('../../features/chat/outbox-delivery').then(({ deliverOutbox }) =>
        deliverOutbox(queryClient, memberId, { connectionBack }),
      );
    };
    const onOnline = () => {
      deliver(true);
    };
    deliver(false);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [queryClient, memberId]);
};
