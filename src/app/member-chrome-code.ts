import { useEffect, useSyncExternalStore } from 'react';
import { browserOnline, connectionBack } from '../features/errors';
import { listedChunks, preloadModules } from '../lib/module-preload';
import { memberChromeChunksMeta } from './member-chrome-chunks';

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

let preloaded = false;

/**
 * The head start of a visitor about to log in (member-chrome-head-start.tsx): the member chrome's
 * chunks are fetched, not run. Running them while the visitor types was one more long task on a
 * phone's CPU; when the session starts, `loadMemberChrome` runs them from the cache. A page
 * without the list (tests, the dev server) loads the chrome outright.
 */
export const preloadMemberChrome = (): void => {
  const chunks = listedChunks(document, memberChromeChunksMeta);
  if (chunks === undefined) {
    void loadMemberChrome();
    return;
  }
  if (preloaded) return;
  preloaded = true;
  preloadModules(document, chunks);
};

/** What a visitor's screens see, whatever the chunk is doing (see `useMemberChrome`). */
const visitorState: MemberChromeState = { name: 'idle' };

/**
 * Where the member chrome stands; starts fetching it as soon as `member` is true. A visitor's
 * screens see it idle all along: the head start on the login screen (member-chrome-head-start.tsx)
 * would otherwise re-render the whole page, in the same task as the first render's commit, for
 * a chunk only a member's screens show.
 */
export const useMemberChrome = (member: boolean): MemberChromeState => {
  const snapshot = () => (member ? state : visitorState);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    // A failed fetch waits for the member's retry (or the connection's return), rather than
    // being tried again by whichever screen mounts next.
    if (member && state.name === 'idle') void loadMemberChrome();
  }, [member]);
  return current;
};

/** Tests only: forgets the loaded chunk, so a test can watch it load (or fail) again. */
export const resetMemberChromeForTests = (): void => {
  inFlight = undefined;
  preloaded = false;
  settle({ name: 'idle' });
};
