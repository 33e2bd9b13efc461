import { describe, expect, it } from 'vitest';
import { chunkReloadKey, shouldReloadForChunkError } from './chunk-reload-guard';
import { createMemoryStorage } from '../../tests/utils/memory-storage';

const start = 1_700_000_000_000;

describe('chunk reload guard', () => {
  it('allows the first reload and records when it happened', () => {
    const storage = createMemoryStorage();
    expect(shouldReloadForChunkError(start, storage)).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe(String(start));
  });

  it('refuses another reload until 60 seconds have passed', () => {
    const storage = createMemoryStorage();
    shouldReloadForChunkError(start, storage);
    expect(shouldReloadForChunkError(start, storage)).toBe(false);
    expect(shouldReloadForChunkError(start + 59_999, storage)).toBe(false);
    expect(storage.getItem(chunkReloadKey)).toBe(String(start));
  });

  it('allows a reload again at 60 seconds, and starts a new minute from it', () => {
    const storage = createMemoryStorage();
    shouldReloadForChunkError(start, storage);
    expect(shouldReloadForChunkError(start + 60_000, storage)).toBe(true);
    expect(shouldReloadForChunkError(start + 60_001, storage)).toBe(false);
    expect(storage.getItem(chunkReloadKey)).toBe(String(start + 60_000));
  });

  it('ignores a recorded time that is unreadable or in the future', () => {
    const unreadable = createMemoryStorage();
    unreadable.setItem(chunkReloadKey, 'yesterday');
    expect(shouldReloadForChunkError(start, unreadable)).toBe(true);

    const future = createMemoryStorage();
    future.setItem(chunkReloadKey, String(start + 3_600_000));
    expect(shouldReloadForChunkError(start, future)).toBe(true);
  });

  it('never reloads when it cannot record the reload, so a broken chunk cannot loop', () => {
    expect(shouldReloadForChunkError(start, createMemoryStorage({ failing: true }))).toBe(false);
  });
});
