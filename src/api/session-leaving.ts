import { useSyncExternalStore } from 'react';

/**
 * A request that ends the session itself (deleting the account) is on its way. The server ends
 * the session before it answers, so another call made meanwhile — a periodic refresh — can come
 * back 403 `authentication_required` first and log the member out on the spot. While this is
 * held, the members area waits instead of sending the member to the login, and the screen that
 * made the request decides where they go once it has its answer.
 */
let held = false;
const listeners = new Set<() => void>();

const setHeld = (value: boolean) => {
  held = value;
  for (const listener of listeners) listener();
};

/** Runs `leave` (the request and the move to the next screen) with the login redirect held. */
export const leavingSession = async <T>(leave: () => Promise<T>): Promise<T> => {
  setHeld(true);
  try {
    return await leave();
  } finally {
    setHeld(false);
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useSessionLeaving = (): boolean => useSyncExternalStore(subscribe, () => held);
