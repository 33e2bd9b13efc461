import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markNavigationFailed, useNavigationFailed } from './navigation-failure';

describe('navigation failure', () => {
  it('is true for the location whose screen failed, and only for it', () => {
    const failed = renderHook(({ key }) => useNavigationFailed(key), { initialProps: { key: 'a1' } });
    expect(failed.result.current).toBe(false);
    act(() => {
      markNavigationFailed('a1');
    });
    expect(failed.result.current).toBe(true);
    failed.rerender({ key: 'b2' });
    expect(failed.result.current).toBe(false);
  });
});
