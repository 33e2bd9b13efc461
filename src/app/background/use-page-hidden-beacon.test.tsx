import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { loginAs } from '../../../tests/utils/simulation';
import { acceptAll, consentStorageKey, rejectAll } from '../../features/consent';
import { enableBounceLogging } from '../../lib/page-flags';
import { usePageHiddenBeacon } from './use-page-hidden-beacon';

let visibility: DocumentVisibilityState;

const beaconsReceived = () =>
  simulation.log().filter((entry) => entry.method === 'POST' && entry.path === '/api/page-hidden.php');

const becomeHidden = () => {
  visibility = 'hidden';
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

const becomeVisible = () => {
  visibility = 'visible';
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

/** Gives a beacon that should not be sent every chance to arrive anyway. */
const noBeaconArrives = async () => {
  const probe = await fetch(new URL('/api/settings.php', location.origin));
  expect(probe.ok).toBe(true);
  expect(beaconsReceived()).toHaveLength(0);
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  sessionStorage.clear();
});

afterEach(() => {
  sessionStorage.clear();
  localStorage.removeItem(consentStorageKey);
});

describe('page-hidden beacon', () => {
  it('is sent for a logged-in member when the page becomes hidden', async () => {
    await loginAs('free');
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: true });
    });
    becomeHidden();
    await waitFor(() => {
      expect(beaconsReceived()).toHaveLength(1);
    });
    becomeVisible();
    becomeHidden();
    await waitFor(() => {
      expect(beaconsReceived()).toHaveLength(2);
    });
  });

  it('is not sent for a visitor', async () => {
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: false });
    });
    becomeHidden();
    await noBeaconArrives();
  });

  it('is sent for a visitor when page-bounce logging is on and statistics are allowed', async () => {
    acceptAll();
    enableBounceLogging();
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: false });
    });
    becomeHidden();
    await waitFor(() => {
      expect(beaconsReceived()).toHaveLength(1);
    });
  });

  it('is not sent for a visitor with page-bounce logging before consent, nor after a refusal', async () => {
    enableBounceLogging();
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: false });
    });
    becomeHidden();
    await noBeaconArrives();
    becomeVisible();
    rejectAll();
    enableBounceLogging();
    becomeHidden();
    await noBeaconArrives();
  });

  it('is sent for a visitor once consent comes after the page loaded', async () => {
    enableBounceLogging();
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: false });
    });
    acceptAll();
    becomeHidden();
    await waitFor(() => {
      expect(beaconsReceived()).toHaveLength(1);
    });
  });

  it('is sent for a member whatever the consent: it keeps their presence right', async () => {
    await loginAs('free');
    rejectAll();
    renderHook(() => {
      usePageHiddenBeacon({ loggedIn: true });
    });
    becomeHidden();
    await waitFor(() => {
      expect(beaconsReceived()).toHaveLength(1);
    });
  });

  it('stops listening when unmounted', async () => {
    const view = renderHook(() => {
      usePageHiddenBeacon({ loggedIn: true });
    });
    view.unmount();
    becomeHidden();
    await noBeaconArrives();
  });
});
