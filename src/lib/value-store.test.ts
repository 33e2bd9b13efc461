import { describe, expect, it, vi } from 'vitest';
import { createValueStore } from './value-store';

describe('createValueStore', () => {
  it('holds a value and tells its listeners when it changes, until they leave', () => {
    const store = createValueStore<string | undefined>(undefined);
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.set('a');
    expect(store.get()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    store.set('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
