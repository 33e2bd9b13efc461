import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { pushClickTarget, readPushPageMessage } from '../../domain/push-message';
import { refreshMemberData } from './use-periodic-refresh';

/**
 * Spec §4 Push: the page listens to the push worker. A pushed message reloads the user, chats and
 * likes at once — so a subscriber's slower 300 s refresh misses nothing — and a click on a
 * notification opens its page when that page is on this site (decision 029).
 */
export const usePushMessages = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (container === undefined) return;
    const onMessage = (event: MessageEvent) => {
      const message = readPushPageMessage(event.data);
      if (message === undefined) return;
      if (message.type === 'NEW_PUSH_MESSAGE') {
        refreshMemberData(queryClient, { fresh: true });
        return;
      }
      const path = pushClickTarget(message, window.location.origin);
      if (path !== undefined) void navigate(path);
    };
    container.addEventListener('message', onMessage);
    // Messages from a worker wait in a queue until the page says it listens.
    container.startMessages();
    return () => {
      container.removeEventListener('message', onMessage);
    };
  }, [queryClient, navigate]);
};
