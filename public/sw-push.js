/*
 * Spec §4 Push: the site's push service worker. It shows a pushed message as a notification and
 * tells the open pages about it (NEW_PUSH_MESSAGE, so they reload chats and likes) and about a
 * click on it (NEW_PUSH_CLICK, which opens the message's page). Each message carries the page to
 * check (checkUrl) and the page to open (openUrl). Registered with its own scope (/push/), so it
 * never takes the place of another worker.
 */
const readPayload = (event) => {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
};

const tellPages = async (type, payload) => {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) {
    page.postMessage({ type, checkUrl: payload.checkUrl ?? null, openUrl: payload.openUrl ?? null });
  }
  return pages;
};

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title ?? '', {
        body: payload.body ?? '',
        icon: payload.icon,
        data: payload,
      }),
      tellPages('NEW_PUSH_MESSAGE', payload),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data ?? {};
  event.notification.close();
  event.waitUntil(
    tellPages('NEW_PUSH_CLICK', payload).then((pages) => {
      const open = pages[0];
      if (open) return open.focus();
      return payload.openUrl ? self.clients.openWindow(payload.openUrl) : undefined;
    }),
  );
});
