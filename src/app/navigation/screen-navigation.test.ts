import { UNSAFE_createMemoryHistory, type Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createScreenNavigation } from './screen-navigation';

/** Screens whose code the test hands over when it wants; `/` and `/ready` are in already. */
const slowScreens = () => {
  const waiting = new Map<string, () => void>();
  const prepare = vi.fn(({ pathname }: Pick<Location, 'pathname'>) => {
    if (pathname === '/' || pathname === '/ready') return undefined;
    return new Promise<void>((resolve) => {
      waiting.set(pathname, resolve);
    });
  });
  const arrive = async (pathname: string) => {
    const resolve = waiting.get(pathname);
    if (resolve === undefined) throw new Error(`nothing waits for ${pathname}`);
    resolve();
    // The store reacts in the promise's continuation.
    await Promise.resolve();
    await Promise.resolve();
  };
  return { prepare, arrive };
};

const start = (initial = '/') => {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  const screens = slowScreens();
  const left: string[] = [];
  const navigation = createScreenNavigation({
    history,
    prepare: screens.prepare,
    onLeave: (location) => left.push(location.pathname),
  });
  return { history, navigation, left, ...screens };
};

describe('the navigation store (decision 019)', () => {
  it('shows a ready first screen at once, and waits for one that is not', async () => {
    expect(start('/').navigation.state.initialized).toBe(true);

    const slow = start('/slow');
    expect(slow.navigation.state.initialized).toBe(false);
    await slow.arrive('/slow');
    await slow.navigation.ready;
    expect(slow.navigation.state).toMatchObject({ initialized: true, pending: false });
    expect(slow.navigation.state.location.pathname).toBe('/slow');
  });

  it("keeps the current screen and the address while a link's screen loads, then shows both at once", async () => {
    const { history, navigation, arrive, left } = start();
    navigation.navigator.push('/slow?page=2', { from: 'test' });
    expect(navigation.state.pending).toBe(true);
    expect(navigation.state.location.pathname).toBe('/');
    expect(history.location.pathname).toBe('/');

    await arrive('/slow');
    expect(navigation.state.pending).toBe(false);
    expect(navigation.state.location).toMatchObject({
      pathname: '/slow',
      search: '?page=2',
      state: { from: 'test' },
    });
    expect(navigation.state.historyAction).toBe('PUSH');
    expect(history.location.pathname).toBe('/slow');
    expect(left).toEqual(['/']);
  });

  it('drops a navigation that a newer one overtook while it waited', async () => {
    const { history, navigation, arrive } = start();
    navigation.navigator.push('/slow');
    navigation.navigator.push('/ready');
    expect(navigation.state.location.pathname).toBe('/ready');
    expect(navigation.state.pending).toBe(false);

    await arrive('/slow');
    expect(navigation.state.location.pathname).toBe('/ready');
    // Only one entry was added: the overtaken link never reached the history.
    expect(history.index).toBe(1);
  });

  it('holds the screen on a back until its code is in, and tells it was a back', async () => {
    const { history, navigation, arrive, prepare } = start();
    await navigation.navigate('/ready');
    navigation.navigator.push('/slow');
    await arrive('/slow');
    prepare.mockClear();

    // Back to a screen that is ready: at once.
    await navigation.navigate(-1);
    expect(navigation.state).toMatchObject({ historyAction: 'POP', pending: false });
    expect(navigation.state.location.pathname).toBe('/ready');

    // Forward to one that has to load again (the test's prepare never keeps a screen).
    history.go(1);
    expect(history.location.pathname).toBe('/slow');
    expect(navigation.state.location.pathname).toBe('/ready');
    expect(navigation.state.pending).toBe(true);
    await arrive('/slow');
    expect(navigation.state).toMatchObject({ historyAction: 'POP', pending: false });
    expect(navigation.state.location.pathname).toBe('/slow');
  });

  it('replaces the entry for a replace, and tells the subscribers each change', async () => {
    const { history, navigation } = start();
    const changes = vi.fn();
    const unsubscribe = navigation.subscribe(changes);
    await navigation.navigate('/ready?t=30', { replace: true });
    expect(history.index).toBe(0);
    expect(navigation.state.historyAction).toBe('REPLACE');
    expect(navigation.state.location.search).toBe('?t=30');
    expect(changes).toHaveBeenCalledTimes(1);

    unsubscribe();
    await navigation.navigate('/');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('stops following the history once disposed', async () => {
    const { history, navigation } = start();
    navigation.dispose();
    history.push('/ready');
    await Promise.resolve();
    expect(navigation.state.location.pathname).toBe('/');
  });
});
