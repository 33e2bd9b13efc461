/**
 * Web storage that never throws. Browsers refuse storage in some private modes (even reading
 * `window.localStorage` can throw), a full quota makes writes fail, and anything stored may have
 * been changed by hand: every failure here reads as "nothing stored" and a write reports false.
 */
export type Guard<T> = (value: unknown) => value is T;

const storageOf = (name: 'localStorage' | 'sessionStorage'): Storage | undefined => {
  try {
    // Typed as always there, but missing outside a browser.
    const storage: Storage | undefined = globalThis[name];
    return storage;
  } catch {
    return undefined;
  }
};

/** `localStorage`, or undefined where the browser refuses it (or outside a browser). */
export const localStore = (): Storage | undefined => storageOf('localStorage');

/** `sessionStorage`, or undefined where the browser refuses it (or outside a browser). */
export const sessionStore = (): Storage | undefined => storageOf('sessionStorage');

export const readString = (storage: Storage | undefined, key: string): string | undefined => {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

export const writeString = (storage: Storage | undefined, key: string, value: string): boolean => {
  if (storage === undefined) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

export const removeKey = (storage: Storage | undefined, key: string): boolean => {
  if (storage === undefined) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
};

/** The stored JSON value when it parses and passes `guard`, otherwise undefined. */
export const readJson = <T>(storage: Storage | undefined, key: string, guard: Guard<T>): T | undefined => {
  const text = readString(storage, key);
  if (text === undefined) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return guard(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export const writeJson = (storage: Storage | undefined, key: string, value: unknown): boolean => {
  let text: unknown;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  // JSON.stringify(undefined) (or a function) gives undefined: there is nothing to store.
  return typeof text === 'string' ? writeString(storage, key, text) : false;
};

/** A plain object (not an array, not null), the usual first check of a guard. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Removes every key that starts with `prefix` (one feature's entries, at the end of a session). */
export const removeKeysWithPrefix = (storage: Storage | undefined, prefix: string): void => {
  if (storage === undefined) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(prefix) === true,
    );
    for (const key of keys) removeKey(storage, key);
  } catch {
    // Storage refused: there is nothing the next page could read back either.
  }
};
