import type { QueryClient } from '@tanstack/react-query';
import { unsubscribePush } from '../../../generated/hooks/notifications/notifications';
import { browserPushSubscription } from './push-subscription';
import { notePushSubscribed } from './turn-push-on';

/**
 * Spec §4 Push: the site forgets this browser's subscription first (DELETE
 * /api/push-subscription.php), then the browser drops it. In that order a failure leaves both
 * sides still subscribed, and the member can simply try again; the browser's own unsubscribe
 * cannot fail in a way that matters, since the site no longer pushes to that endpoint.
 */
export const turnPushOff = async (queryClient: QueryClient): Promise<void> => {
  const subscription = await browserPushSubscription();
  if (subscription !== undefined) {
    await unsubscribePush({ endpoint: subscription.endpoint });
    await subscription.unsubscribe().catch(() => false);
  }
  notePushSubscribed(queryClient, false);
};
