/**
 * An in-memory `Storage`, for tests that run outside a browser (the pure project has no
 * localStorage) and for those that need a storage which refuses to work (`failing`).
 */
export const createMemoryStorage = (options: { failing?: boolean } = {}): Storage => {
  const items = new Map<string, string>();
  const refuse = () => {
    if (options.failing === true)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      refuse();
      items.clear();
    },
    getItem: (key) => {
      refuse();
      return items.get(key) ?? null;
    },
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      refuse();
      items.delete(key);
    },
    setItem: (key, value) => {
      refuse();
      items.set(key, value);
    },
  };
};
