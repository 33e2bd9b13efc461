import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { Outlet, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api';
import { acceptAll, rejectAll, saveConsent } from '../../features/consent';
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
    <QueryClientProvider client={createQueryClient()}>
      <NavigationRouter navigation={router} fallback={null}>
        <Routes>
          <Route element={<PageQuery />}>
            <Route path="/" element={<p>home</p>} />
            <Route path="/members" element={<p>members</p>} />
          </Route>
        </Routes>
      </NavigationRouter>
    </QueryClientProvider>,
  );
  return router;
};

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
};

// The page query's own rules with consent given; the gates are tested at the end.
beforeEach(() => {
  clearStorage();
  acceptAll();
});
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

describe('usePageQuery before consent (decision 030)', () => {
  beforeEach(clearStorage);

  it('stores no tracking and no page-bounce logging before a choice, nor after a refusal', async () => {
    const router = renderAt('/?network=ads&ref=r1&sub1=banner&lb=1');
    expect(readTracking()).toEqual({});
    expect(bounceLoggingOn()).toBe(false);
    act(() => {
      rejectAll();
    });
    await act(() => router.navigate('/members?network=ads&sub2=x&lb=1'));
    expect(readTracking()).toEqual({});
    expect(bounceLoggingOn()).toBe(false);
  });

  it('applies a later acceptance to the values still in the address', () => {
    renderAt('/?network=ads&ref=r1&lb=1');
    expect(readTracking()).toEqual({});
    act(() => {
      acceptAll();
    });
    expect(readTracking()).toEqual({ network: 'ads', ref: 'r1' });
    expect(bounceLoggingOn()).toBe(true);
  });

  it('keeps each category to its own part', () => {
    renderAt('/?network=ads&ref=r1&lb=1');
    act(() => {
      saveConsent({ statistics: true, marketing: false });
    });
    expect(readTracking()).toEqual({});
    expect(bounceLoggingOn()).toBe(true);
  });

  it('still applies t and api_signup_complete, which store nothing of the visitor', async () => {
    const router = renderAt('/?t=5&api_signup_complete=1');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?api_signup_complete=1');
    });
    expect(likeModalDelaySeconds()).toBe(5);
    expect(signupCompleteReminderAsModal()).toBe(true);
  });
});
