import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from './use-document-title';

const badgeMethods = ['setAppBadge', 'clearAppBadge'] as const;

/** Gives jsdom's navigator the Badging API for one test. */
const installBadging = (
  methods: Partial<Record<(typeof badgeMethods)[number], (count: number) => unknown>>,
) => {
  for (const [name, value] of Object.entries(methods)) {
    Object.defineProperty(navigator, name, { configurable: true, writable: true, value });
  }
};

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => {
  unhandled.push(reason);
};

/** Lets a rejected promise nobody handled surface (Node reports them after the microtasks). */
const nextMacrotask = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

beforeEach(() => {
  document.title = 'Before';
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});

afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  for (const name of badgeMethods) Reflect.deleteProperty(navigator, name);
});

describe('useDocumentTitle', () => {
  it('prefixes the title with the count and follows it', () => {
    const view = renderHook(
      ({ title, count }) => {
        useDocumentTitle(title, count);
      },
      {
        initialProps: { title: 'Chats', count: 4 },
      },
    );
    expect(document.title).toBe('(4) Chats');
    view.rerender({ title: 'Chats', count: 0 });
    expect(document.title).toBe('Chats');
    view.rerender({ title: 'Likes', count: 2 });
    expect(document.title).toBe('(2) Likes');
  });

  it('leaves the title alone while there is none', () => {
    renderHook(() => {
      useDocumentTitle(undefined, 5);
    });
    expect(document.title).toBe('Before');
  });

  it('works without the Badging API', () => {
    expect('setAppBadge' in navigator).toBe(false);
    renderHook(() => {
      useDocumentTitle('Chats', 1);
    });
    expect(document.title).toBe('(1) Chats');
  });

  it('sets the app badge to the count and clears it at zero', () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.resolve());
    installBadging({ setAppBadge, clearAppBadge });
    const view = renderHook(
      ({ count }) => {
        useDocumentTitle('Chats', count);
      },
      {
        initialProps: { count: 7 },
      },
    );
    expect(setAppBadge).toHaveBeenLastCalledWith(7);
    view.rerender({ count: 0 });
    expect(clearAppBadge).toHaveBeenCalledOnce();
  });

  it('ignores a badge that rejects or throws', async () => {
    // Plain functions, not vi.fn: a spy handles the promises it returns, hiding an unhandled one.
    const badgeCalls: number[] = [];
    let clearCalls = 0;
    installBadging({
      setAppBadge: (count: number) => {
        badgeCalls.push(count);
        return Promise.reject(new DOMException('Not allowed', 'NotAllowedError'));
      },
      clearAppBadge: () => {
        clearCalls += 1;
        throw new TypeError('Illegal invocation');
      },
    });
    const view = renderHook(
      ({ count }) => {
        useDocumentTitle('Chats', count);
      },
      { initialProps: { count: 3 } },
    );
    view.rerender({ count: 0 });
    await nextMacrotask();
    expect(badgeCalls).toEqual([3]);
    expect(clearCalls).toBe(1);
    expect(document.title).toBe('Chats');
    expect(unhandled).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });
});
