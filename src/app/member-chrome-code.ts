import { useEffect, useSyncExternalStore } from 'react';
import { browserOnline, connectionBack } from '../features/errors';

export type MemberChromeModule = typeof import('./member-chrome');

export type MemberChromeState =
  { name: 'idle' | 'loading' | 'failed' } | { name: 'ready'; module: MemberChromeModule };

/** The chunk's fetch. An object, so tests can make it fail as it does offline. */
export const memberChromeCode = {
  load: (): Promise<MemberChromeModule> => import('./member-chrome'),
};

let state: MemberChromeState = { name: 'idle' };
let inFlight: Promise<void> | undefined;
const listeners = new Set<() => void>();

const settle = (next: MemberChromeState) => {
  state = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Fetches the member chrome once; resolves when it is in or has failed, never rejects (the first
 * render waits on it and must happen either way). After a failure the next call tries again, and
 * a failure while offline tries again by itself when the connection returns.
 */
export const loadMemberChrome = (): Promise<void> => {
  if (state.name === 'ready') return Promise.resolve();
  if (inFlight !== undefined) return inFlight;
  settle({ name: 'loading' });
  inFlight = memberChromeCode.load().then(
    (module) => {
      inFlight = undefined;
      settle({ name: 'ready', module });
    },
    () => {
      inFlight = undefined;
      settle({ name: 'failed' });
      if (!browserOnline()) void connectionBack().then(loadMemberChrome);
    },
  );
  return inFlight;
};

/** Where the member chrome stands; starts fetching it as soon as `member` is true. */
export const useMemberChrome = (member: boolean): MemberChromeState => {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (member) void loadMemberChrome();
  }, [member]);
  return current;
};

/** Tests only: forgets the loaded chunk, so a test can watch it load (or fail) again. */
export const resetMemberChromeForTests = (): void => {
  inFlight = undefined;
  settle({ name: 'idle' });
};
