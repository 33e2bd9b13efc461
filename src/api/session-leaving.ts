import { useSyncExternalStore } from 'react';

/**
 * A request that ends the session itself (deleting the account) is on its way, or has just been
 * answered and its next screen is not shown yet. The server ends the session before it answers,
 * so another call made meanwhile — a periodic refresh — can come back 403
 * `authentication_required` first; and once the app has ended the session, the members-only
 * screen the request came from is still on show until the next one replaces it. While the end is
 * held, the members area waits instead of sending the member to the login; the next screen
 * releases the hold once it is there.
 */
let held = false;
const listeners = new Set<() => void>();

const setHeld = (value: boolean) => {
  if (held === value) return;
  held = value;
  for (const listener of listeners) listener();
};

/** Before sending the request that ends the session. */
export const holdSessionEnd = (): void => {
  setHeld(true);
};

/**
 * The next screen is on show, or the request failed (the session goes on, or ends the usual way
 * if the server says so).
 */
export const releaseSessionEnd = (): void => {
  setHeld(false);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSessionEndHeld = (): boolean => useSyncExternalStore(subscribe, () => held);
