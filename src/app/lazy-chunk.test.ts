import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './lazy-chunk';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chats-page-1a2b.js');

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a screen chunk loaded when online', () => {
  it('fetches it again once the connection is back when it failed offline', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('screen');
    let loaded: string | undefined;
    const loading = loadWhenOnline(load).then((module) => {
      loaded = module;
    });
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    await Promise.resolve();
    expect(loaded).toBeUndefined();

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(loaded).toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets an online failure reach the error boundary, whose guard reloads', async () => {
    setOnline(true);
    const failure = chunkError();
    await expect(loadWhenOnline(() => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('lets any other error through at once, offline too', async () => {
    setOnline(false);
    const bug = new Error('screen module threw while loading');
    await expect(loadWhenOnline(() => Promise.reject(bug))).rejects.toBe(bug);
  });
});
