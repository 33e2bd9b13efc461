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

/** Only a page of this site is ever opened (decision 029): never another origin or a script URL. */
const sameOriginUrl = (url) => {
  if (typeof url !== 'string' || url === '') return undefined;
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin ? parsed.href : undefined;
  } catch {
    return undefined;
  }
};

self.addEventListener('notificationclick', (event) => {
  const payload = event.notification.data ?? {};
  event.notification.close();
  event.waitUntil(
    tellPages('NEW_PUSH_CLICK', payload).then((pages) => {
      const open = pages[0];
      if (open) return open.focus();
      // With no page open the worker opens one; an open page checks the URLs itself.
      const url = sameOriginUrl(payload.checkUrl) && sameOriginUrl(payload.openUrl);
      return url ? self.clients.openWindow(url) : undefined;
    }),
  );
});
