import { renderHook } from '@testing-library/react';
import { fakeMatchMedia } from '../../tests/utils/match-media';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installedAppQuery, smartphoneQuery, useIsInstalledApp, useIsSmartphone } from './use-media';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useIsSmartphone', () => {
  it('asks for widths below the md breakpoint of 768 px', () => {
    expect(smartphoneQuery).toBe('(max-width: 767.98px)');
  });

  it('follows the screen width as it changes', () => {
    const media = fakeMatchMedia({ [smartphoneQuery]: true });
    const { result, unmount } = renderHook(() => useIsSmartphone());
    expect(result.current).toBe(true);
    media.set(smartphoneQuery, false);
    expect(result.current).toBe(false);
    media.set(smartphoneQuery, true);
    expect(result.current).toBe(true);
    unmount();
    expect(media.listenerCount(smartphoneQuery)).toBe(0);
  });

  it('is false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useIsSmartphone());
    expect(result.current).toBe(false);
  });
});

describe('useIsInstalledApp', () => {
  it('is true in a standalone display mode', () => {
    const media = fakeMatchMedia({ [installedAppQuery]: true });
    const { result } = renderHook(() => useIsInstalledApp());
    expect(result.current).toBe(true);
    media.set(installedAppQuery, false);
    expect(result.current).toBe(false);
  });

  it('is true for an iOS home-screen app', () => {
    fakeMatchMedia({});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { standalone: true }));
    const { result } = renderHook(() => useIsInstalledApp());
    expect(result.current).toBe(true);
  });

  it('is false in a browser tab', () => {
    fakeMatchMedia({});
    const { result } = renderHook(() => useIsInstalledApp());
    expect(result.current).toBe(false);
  });
});
