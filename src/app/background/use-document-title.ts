import { useEffect } from 'react';
import { composeTitle } from './document-title';

/** Runs a badge call and forgets it: spec §8 says an app-badge failure is silently ignored. */
const ignoringFailure = (call: () => Promise<void> | undefined): void => {
  try {
    // Some browsers answer without a promise; `Promise.resolve` covers both.
    Promise.resolve(call()).catch(() => undefined);
  } catch {
    // Not allowed here (no installed app, no permission): the badge is only a nicety.
  }
};

/** The app icon badge (installed app), where the browser has the Badging API. */
const setBadge = (count: number): void => {
  if (typeof navigator.setAppBadge !== 'function') return;
  if (count > 0) {
    ignoringFailure(() => navigator.setAppBadge(count));
  } else if (typeof navigator.clearAppBadge === 'function') {
    ignoringFailure(() => navigator.clearAppBadge());
  } else {
    ignoringFailure(() => navigator.setAppBadge(0));
  }
};

/**
 * Spec §4: the document title carries the count of unread messages plus new likes, and the same
 * count is the app icon badge where supported. A screen without a title yet leaves the last one.
 */
export const useDocumentTitle = (title: string | undefined, count: number) => {
  useEffect(() => {
    if (title !== undefined) document.title = composeTitle(count, title);
  }, [title, count]);

  useEffect(() => {
    setBadge(count);
  }, [count]);
};
