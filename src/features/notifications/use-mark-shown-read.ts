import { useEffect, useRef, useState } from 'react';
import { useMarkNotificationsRead } from '../../../generated/hooks/notifications/notifications';
import type { Notification } from '../../../generated/model';

/**
 * Spec §2 notifications: what the member has been shown is read. Once a page of the list is on
 * screen, its unread notifications are marked read on the server, each id once. The screen goes
 * on showing them as new for this visit (the member should see what was new), so the answer
 * changes nothing here, and the member chrome's counts (messages, likes) are another matter.
 * A failure is silent: they are still unread next visit, which marks them again.
 *
 * Answers the ids that were new on this visit, so a refetch of the list (which would find them
 * read) still shows them as new.
 */
export const useMarkShownRead = (shown: readonly Notification[] | undefined): ReadonlySet<number> => {
  const sent = useRef(new Set<number>());
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<number>>(() => new Set());
  const { mutate } = useMarkNotificationsRead({ mutation: { onError: () => undefined } });

  useEffect(() => {
    if (shown === undefined) return;
    const ids = shown.filter((n) => !n.read && !sent.current.has(n.id)).map((n) => n.id);
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    setNewThisVisit((before) => new Set([...before, ...ids]));
    mutate({ data: { ids } });
  }, [shown, mutate]);

  return newThisVisit;
};
