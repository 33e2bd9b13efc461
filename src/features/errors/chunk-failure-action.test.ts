import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFailureAction, connectionBack } from './chunk-failure-action';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what a failed chunk leads to', () => {
  it('waits for the connection while offline, without spending the once-a-minute reload', () => {
    const reloadAllowed = vi.fn(() => true);
    expect(chunkFailureAction(false, reloadAllowed)).toBe('wait-for-connection');
    expect(reloadAllowed).not.toHaveBeenCalled();
  });

  it('reloads online when the guard allows it, and shows the error page when it does not', () => {
    expect(chunkFailureAction(true, () => true)).toBe('reload');
    expect(chunkFailureAction(true, () => false)).toBe('show-error');
  });

  it('hears of the connection at the next online event, or at once when it is there', async () => {
    setOnline(false);
    let back = false;
    const waiting = connectionBack().then(() => {
      back = true;
    });
    await Promise.resolve();
    expect(back).toBe(false);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waiting;
    expect(back).toBe(true);
    await expect(connectionBack()).resolves.toBeUndefined();
  });
});
