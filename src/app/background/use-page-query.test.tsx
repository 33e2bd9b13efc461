import { act, render, waitFor } from '@testing-library/react';
import { Outlet, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bounceLoggingOn, likeModalDelaySeconds, signupCompleteReminderAsModal } from '../../lib/page-flags';
import { readTracking } from '../../lib/tracking';
import { NavigationRouter } from '../navigation/navigation-router';
import { createScreenNavigation } from '../navigation/screen-navigation';
import { usePageQuery } from './use-page-query';

const PageQuery = () => {
  usePageQuery();
  return <Outlet />;
};

const renderAt = (path: string, state?: unknown) => {
  const { pathname, search, hash } = new URL(path, 'http://app.test');
  // The app's navigation store, so the hook's replace takes the app's own path to the history.
  const router = createScreenNavigation({
    history: UNSAFE_createMemoryHistory({
      initialEntries: [{ pathname, search, hash, state }],
      v5Compat: true,
    }),
    prepare: () => undefined,
  });
  render(
    <NavigationRouter navigation={router} fallback={null}>
      <Routes>
        <Route element={<PageQuery />}>
          <Route path="/" element={<p>home</p>} />
          <Route path="/members" element={<p>members</p>} />
        </Route>
      </Routes>
    </NavigationRouter>,
  );
  return router;
};

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};

beforeEach(clearStorage);
afterEach(clearStorage);

describe('usePageQuery', () => {
  it('stores the tracking query on load and merges the one of a later navigation', async () => {
    const router = renderAt('/?network=ads&sub1=banner&page=2');
    expect(readTracking()).toEqual({ network: 'ads', sub1: 'banner' });
    await act(() => router.navigate('/members?sub2=summer'));
    expect(readTracking()).toEqual({ network: 'ads', sub1: 'banner', sub2: 'summer' });
  });

  it('stores nothing for an address without a query', () => {
    renderAt('/members');
    expect(readTracking()).toEqual({});
    expect(bounceLoggingOn()).toBe(false);
    expect(signupCompleteReminderAsModal()).toBe(false);
    expect(likeModalDelaySeconds()).toBeUndefined();
  });

  it('turns on page-bounce logging for lb and the modal reminder for api_signup_complete', async () => {
    const router = renderAt('/?lb');
    expect(bounceLoggingOn()).toBe(true);
    expect(signupCompleteReminderAsModal()).toBe(false);
    await act(() => router.navigate('/members?api_signup_complete=1'));
    expect(signupCompleteReminderAsModal()).toBe(true);
  });

  it('stores the like-modal delay of t and takes t out of the address, keeping the rest', async () => {
    const router = renderAt('/members?page=2&t=30&sort=new#top');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?page=2&sort=new');
    });
    expect(likeModalDelaySeconds()).toBe(30);
    expect(router.state.location).toMatchObject({ pathname: '/members', hash: '#top' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes t out of a query that holds nothing else, keeping the history state', async () => {
    const router = renderAt('/?t=5', { from: 'mail' });
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.location).toMatchObject({ pathname: '/', state: { from: 'mail' } });
    expect(likeModalDelaySeconds()).toBe(5);
  });

  it('ignores a t that is no number of seconds, and still removes it', async () => {
    const router = renderAt('/members?t=&lb=1');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?lb=1');
    });
    expect(likeModalDelaySeconds()).toBeUndefined();
    await act(() => router.navigate('/members?t=later'));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(likeModalDelaySeconds()).toBeUndefined();
  });
});
