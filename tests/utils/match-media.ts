import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A window.matchMedia whose answers the test sets, telling listeners when they change. */
export const fakeMatchMedia = (initial: Record<string, boolean>) => {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => {
      const set = listeners.get(query) ?? new Set();
      set.add(listener);
      listeners.set(query, set);
    },
    removeEventListener: (_type: 'change', listener: () => void) => {
      listeners.get(query)?.delete(listener);
    },
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      act(() => {
        for (const listener of listeners.get(query) ?? []) listener();
      });
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
};
