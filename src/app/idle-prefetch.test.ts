import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../api';
import { loginAs } from '../../tests/utils/simulation';
import { scheduleIdlePrefetch } from './idle-prefetch';
import { idlePrefetchDelayMs, sparingNetwork } from './idle-prefetch-conditions';
import {
  likelyNext,
  likelyNextPages,
  prefetchLikelyNext,
  resetIdlePrefetchForTests,
  screenCode,
} from './idle-prefetch-targets';
import { createScreenNavigation } from './navigation/screen-navigation';
import { routeTable } from './route-table';
import { memoryHistory } from './router';

/** The navigation store over a memory history whose screens are ready at once, unless held. */
const navigationAt = (path: string, prepare: () => Promise<void> | undefined = () => undefined) =>
  createScreenNavigation({ history: memoryHistory(path), prepare });

/** Spies on every screen's code the prefetch may load; returns the pages it asked for. */
const watchScreenCode = (): (() => string[]) => {
  const asked: string[] = [];
  for (const key of Object.keys(screenCode)) {
    vi.spyOn(screenCode, key).mockImplementation(() => {
      asked.push(key.replace('../features/', '').replace('.tsx', ''));
      return Promise.resolve({});
    });
  }
  return () => [...asked].sort();
};

const memberClient = async (): Promise<QueryClient> => {
  const queryClient = new QueryClient();
  const { user } = await loginAs('premium');
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  return queryClient;
};

const visitorClient = (): QueryClient => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
  return queryClient;
};

const setConnection = (connection: { saveData?: boolean; effectiveType?: string }) => {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
};

afterEach(() => {
  // Spies go now, not before the next test (vitest's restoreMocks): a spy on fetch left for the
  // next file of this worker would put back this file's msw interception over that file's own.
  vi.restoreAllMocks();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'connection');
  resetIdlePrefetchForTests();
});

describe('the idle prefetch (spec §9: timeout 2 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('fetches nothing before the screen has been left alone 2 s, then the next screens of /members', async () => {
    const asked = watchScreenCode();
    const queryClient = await memberClient();
    scheduleIdlePrefetch(navigationAt('/members'), queryClient);
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs - 1);
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(asked()).toEqual(['chat/chats-page', 'likes/likes-page', 'members/member-page']);
    });
  });

  it('counts the 2 s from the load event', async () => {
    const asked = watchScreenCode();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleIdlePrefetch(navigationAt('/members'), await memberClient());
    await vi.advanceTimersByTimeAsync(5 * idlePrefetchDelayMs);
    expect(asked()).toEqual([]);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs - 1);
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(asked()).toContain('chat/chats-page');
    });
  });

  it('waits for the browser to be idle once the 2 s are over', async () => {
    const asked = watchScreenCode();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    scheduleIdlePrefetch(navigationAt('/chats'), await memberClient());
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs);
    await vi.waitFor(() => {
      expect(idle).toHaveLength(1);
    });
    expect(asked()).toEqual([]);
    idle[0]?.();
    await vi.waitFor(() => {
      expect(asked()).toEqual(['chat/conversation-page', 'members/members-page']);
    });
  });

  it('starts the 2 s again on each navigation, and never fetches while one is pending', async () => {
    const asked = watchScreenCode();
    let release: () => void = () => undefined;
    let hold = false;
    const navigation = navigationAt('/members', () =>
      hold
        ? new Promise<void>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    scheduleIdlePrefetch(navigation, await memberClient());
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs - 500);
    hold = true;
    const arrived = navigation.navigate('/chats');
    await vi.advanceTimersByTimeAsync(10 * idlePrefetchDelayMs);
    expect(asked()).toEqual([]);
    release();
    await arrived;
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs - 1);
    expect(asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(asked()).toEqual(['chat/conversation-page', 'members/members-page']);
    });
  });

  it('goes on with each screen the member opens later: 2 s on it, then its next screens', async () => {
    const asked = watchScreenCode();
    const navigation = navigationAt('/members');
    scheduleIdlePrefetch(navigation, await memberClient());
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs);
    await vi.waitFor(() => {
      expect(asked()).toEqual(['chat/chats-page', 'likes/likes-page', 'members/member-page']);
    });
    await navigation.navigate('/chats');
    await vi.advanceTimersByTimeAsync(idlePrefetchDelayMs - 1);
    expect(asked()).not.toContain('chat/conversation-page');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(asked()).toContain('chat/conversation-page');
    });
  });

  it.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])(
    'fetches nothing on a network that asks to be spared (%o)',
    async (connection) => {
      const code = vi.fn(() => import('./idle-prefetch-watch'));
      const asked = watchScreenCode();
      setConnection(connection);
      scheduleIdlePrefetch(navigationAt('/members'), await memberClient(), code);
      await vi.advanceTimersByTimeAsync(10 * idlePrefetchDelayMs);
      expect(code).not.toHaveBeenCalled();
      expect(asked()).toEqual([]);
    },
  );
});

describe('the screens likely opened next', () => {
  it('spares only save-data and 2G networks', () => {
    expect(sparingNetwork()).toBe(false);
    for (const [connection, spared] of [
      [{ effectiveType: '3g' }, false],
      [{ effectiveType: '4g', saveData: false }, false],
      [{ effectiveType: '4g', saveData: true }, true],
      [{ effectiveType: 'slow-2g' }, true],
    ] as const) {
      setConnection(connection);
      expect(sparingNetwork(), JSON.stringify(connection)).toBe(spared);
    }
  });

  it("are the navigation's tabs from /members, the conversation from /chats, login and signup from /", () => {
    expect(likelyNextPages('/members', true)).toEqual([
      'chat/chats-page',
      'likes/likes-page',
      'members/member-page',
    ]);
    expect(likelyNextPages('/chats', true)).toEqual(['chat/conversation-page', 'members/members-page']);
    expect(likelyNextPages('/', false)).toEqual(['auth/login-page', 'signup/signup-page']);
    // A member's other screens lead back to the search and the messages; a visitor's to nothing.
    expect(likelyNextPages('/credits', true)).toEqual(['members/members-page', 'chat/chats-page']);
    expect(likelyNextPages('/pages/terms', false)).toEqual([]);
  });

  it('name only pages of the route table, each with its code in the prefetch chunk', () => {
    const pages = new Set(routeTable.map((entry) => entry.page));
    const tables: Readonly<Record<string, readonly string[]>>[] = [likelyNext.visitor, likelyNext.member];
    const targets = tables.flatMap((table) => Object.values(table).flat());
    for (const page of [...tables.flatMap((table) => Object.keys(table)), ...targets]) {
      expect(pages, page).toContain(page);
    }
    for (const page of targets) {
      expect(Object.keys(screenCode), page).toContain(`../features/${page}.tsx`);
    }
  });

  it('fetches each page once per page load, and only code: no API call', async () => {
    const asked = watchScreenCode();
    const fetches = vi.spyOn(globalThis, 'fetch');
    const queryClient = visitorClient();
    await prefetchLikelyNext('/', queryClient);
    await prefetchLikelyNext('/', queryClient);
    expect(asked()).toEqual(['auth/login-page', 'signup/signup-page']);
    expect(fetches).not.toHaveBeenCalled();
  });
});
