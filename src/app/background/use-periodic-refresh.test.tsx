import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { clearRequestLog } from '../../../mocks/control/request-log';
import { loginAs } from '../../../tests/utils/simulation';
import { createQueryClient, currentUserQueryOptions } from '../../api';
import { usePeriodicRefresh } from './use-periodic-refresh';

// Captured before the fake timers replace them: used to wait for real network work.
const realSetTimeout = globalThis.setTimeout;

const refreshedPaths = ['/api/user.php', '/api/chats.php', '/api/likes.php'] as const;

/** How many times each refreshed path was read (GET) by the simulated backend. */
const reads = () =>
  refreshedPaths.map(
    (path) => simulation.log().filter((entry) => entry.method === 'GET' && entry.path === path).length,
  );

const Refresher = ({ loggedIn, pushSubscribed }: { loggedIn: boolean; pushSubscribed: boolean }) => {
  usePeriodicRefresh({ loggedIn, pushSubscribed });
  return null;
};

let queryClient: QueryClient;
let visibility: DocumentVisibilityState;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const mount = (props: { loggedIn?: boolean; pushSubscribed?: boolean } = {}) =>
  render(<Refresher loggedIn={props.loggedIn ?? true} pushSubscribed={props.pushSubscribed ?? false} />, {
    wrapper,
  });

/** Waits (in real time) until every request the refresh started has been answered. */
const settle = async () => {
  for (let round = 0; round < 500 && queryClient.isFetching() > 0; round += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
  expect(queryClient.isFetching()).toBe(0);
};

/** Moves the fake clock to `ms` after mount. */
let elapsed = 0;
const advanceTo = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms - elapsed);
  });
  elapsed = ms;
};

/** Moves the fake clock to `ms` after mount, then lets the requests finish. */
const at = async (ms: number) => {
  await advanceTo(ms);
  await settle();
};

const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

beforeEach(async () => {
  await loginAs('free');
  clearRequestLog();
  queryClient = createQueryClient();
  elapsed = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

describe('periodic refresh of user, chats and likes', () => {
  it('reads them first 5 s after load, then every 60 s', async () => {
    mount();
    await at(4_900);
    expect(reads()).toEqual([0, 0, 0]);
    await at(5_000);
    expect(reads()).toEqual([1, 1, 1]);
    await at(64_900);
    expect(reads()).toEqual([1, 1, 1]);
    await at(65_000);
    expect(reads()).toEqual([2, 2, 2]);
    await at(125_000);
    expect(reads()).toEqual([3, 3, 3]);
  });

  it('reads them every 300 s while push is subscribed', async () => {
    mount({ pushSubscribed: true });
    await at(5_000);
    expect(reads()).toEqual([1, 1, 1]);
    await at(304_900);
    expect(reads()).toEqual([1, 1, 1]);
    await at(305_000);
    expect(reads()).toEqual([2, 2, 2]);
  });

  it('keeps its rhythm when push is switched on, without waiting 5 s again', async () => {
    const view = mount();
    await at(5_000);
    view.rerender(<Refresher loggedIn pushSubscribed />);
    await at(65_000);
    expect(reads()).toEqual([1, 1, 1]);
    await at(305_000);
    expect(reads()).toEqual([2, 2, 2]);
  });

  it('asks nothing for a visitor', async () => {
    mount({ loggedIn: false });
    await at(400_000);
    expect(reads()).toEqual([0, 0, 0]);
  });

  it('asks nothing while the page is hidden, and refreshes at once when it shows again', async () => {
    mount();
    await at(1_000);
    setVisibility('hidden');
    await at(400_000);
    expect(reads()).toEqual([0, 0, 0]);
    setVisibility('visible');
    await settle();
    expect(reads()).toEqual([1, 1, 1]);
    await at(459_900);
    expect(reads()).toEqual([1, 1, 1]);
    await at(460_000);
    expect(reads()).toEqual([2, 2, 2]);
  });

  it('does not start while the page loads hidden', async () => {
    visibility = 'hidden';
    mount();
    await at(400_000);
    expect(reads()).toEqual([0, 0, 0]);
  });

  it('never sends a second request while the same one is in flight', async () => {
    mount();
    await at(5_000);
    for (const operationId of ['getUser', 'getChats', 'getLikes'])
      simulation.fault({ operationId, delayMs: 1_000 });
    await advanceTo(65_000);
    expect(queryClient.isFetching()).toBe(3);
    // Showing the page again asks for a refresh while the slow answers are still on their way.
    setVisibility('hidden');
    setVisibility('visible');
    await at(66_000);
    expect(reads()).toEqual([2, 2, 2]);
  });

  it('refreshes a query a screen already holds with its own query function', async () => {
    await queryClient.query(currentUserQueryOptions());
    mount();
    await at(5_000);
    expect(reads()).toEqual([2, 1, 1]);
    // The cached user keeps the shape the app reads (the member, not the raw answer).
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toMatchObject({
      email: 'free@sim.test',
    });
  });

  it('stops when unmounted or logged out', async () => {
    const view = mount();
    await at(5_000);
    view.rerender(<Refresher loggedIn={false} pushSubscribed={false} />);
    await at(200_000);
    expect(reads()).toEqual([1, 1, 1]);
    view.rerender(<Refresher loggedIn pushSubscribed={false} />);
    view.unmount();
    await at(400_000);
    expect(reads()).toEqual([1, 1, 1]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
