import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../tests/utils/memory-storage';
import {
  isRecord,
  localStore,
  readJson,
  readString,
  removeKey,
  sessionStore,
  writeJson,
  writeString,
} from './storage';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safe storage', () => {
  it('writes and reads text and JSON', () => {
    const storage = createMemoryStorage();
    expect(writeString(storage, 'a', 'text')).toBe(true);
    expect(readString(storage, 'a')).toBe('text');
    expect(writeJson(storage, 'b', [1, 2])).toBe(true);
    expect(readJson(storage, 'b', isNumberList)).toEqual([1, 2]);
    expect(removeKey(storage, 'a')).toBe(true);
    expect(readString(storage, 'a')).toBeUndefined();
  });

  it('reads nothing for a missing key, malformed JSON or a value the guard refuses', () => {
    const storage = createMemoryStorage();
    expect(readJson(storage, 'missing', isRecord)).toBeUndefined();
    storage.setItem('broken', '{"a":');
    expect(readJson(storage, 'broken', isRecord)).toBeUndefined();
    storage.setItem('list', '[1,2]');
    expect(readJson(storage, 'list', isRecord)).toBeUndefined();
    storage.setItem('words', '["x"]');
    expect(readJson(storage, 'words', isNumberList)).toBeUndefined();
  });

  it('never throws when the storage refuses (private mode, full quota)', () => {
    const storage = createMemoryStorage({ failing: true });
    expect(readString(storage, 'a')).toBeUndefined();
    expect(writeString(storage, 'a', 'x')).toBe(false);
    expect(readJson(storage, 'a', isRecord)).toBeUndefined();
    expect(writeJson(storage, 'a', { a: 1 })).toBe(false);
    expect(removeKey(storage, 'a')).toBe(false);
  });

  it('does nothing without a storage and refuses values JSON cannot hold', () => {
    expect(readString(undefined, 'a')).toBeUndefined();
    expect(writeString(undefined, 'a', 'x')).toBe(false);
    expect(removeKey(undefined, 'a')).toBe(false);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const storage = createMemoryStorage();
    expect(writeJson(storage, 'c', circular)).toBe(false);
    expect(writeJson(storage, 'u', undefined)).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('finds no storage where reading it throws', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(localStore()).toBeUndefined();
      expect(sessionStore()).toBeUndefined();
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  it('finds the browser storages when they exist', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    expect(localStore()).toBe(local);
    expect(sessionStore()).toBe(session);
  });
});
