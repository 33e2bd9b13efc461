import type { CollectionName } from '../db';
import type { CollectionRecords, TabCoordination, WorldHead, WorldStorage } from './world-storage';

const databaseName = 'flirtpoint-simulation';
const storeName = 'world';
const headKey = 'head';
const collectionKey = (name: CollectionName) => `collection:${name}`;
const versionKey = 'flirtpoint-simulation-version';
const lockName = 'flirtpoint-simulation-world';

const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });

const done = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    };
  });

const openDatabase = (): Promise<IDBDatabase> => {
  const request = indexedDB.open(databaseName, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(storeName);
  };
  return settled(request);
};

/** The world in this origin's IndexedDB: one entry for the head, one per collection. */
export const indexedDbWorldStorage = (): WorldStorage => {
  const database = openDatabase();
  return {
    readHead: async () => {
      const store = (await database).transaction(storeName, 'readonly').objectStore(storeName);
      return (await settled(store.get(headKey))) as WorldHead | undefined;
    },
    readCollections: async (names) => {
      const store = (await database).transaction(storeName, 'readonly').objectStore(storeName);
      const lists = await Promise.all(names.map((name) => settled(store.get(collectionKey(name)))));
      return Object.fromEntries(names.map((name, n) => [name, (lists[n] as unknown[] | undefined) ?? []]));
    },
    write: async (head: WorldHead, records: CollectionRecords) => {
      const transaction = (await database).transaction(storeName, 'readwrite');
      const store = transaction.objectStore(storeName);
      for (const [name, list] of Object.entries(records))
        store.put(list, collectionKey(name as CollectionName));
      store.put(head, headKey);
      await done(transaction);
    },
  };
};

/**
 * The tabs of this browser: the version number in localStorage (read synchronously before every
 * request), the Web Locks API for taking turns. Without it (an http address other than
 * localhost is not a secure context) tabs still follow each other's saves, without taking turns.
 */
export const browserTabCoordination = (): TabCoordination => ({
  savedVersion: () => Number(localStorage.getItem(versionKey) ?? '0'),
  announce: (version) => {
    localStorage.setItem(versionKey, String(version));
  },
  acquire: () =>
    new Promise((granted) => {
      if (typeof navigator.locks === 'undefined') {
        granted(() => undefined);
        return;
      }
      void navigator.locks.request(
        lockName,
        () =>
          new Promise<void>((release) => {
            granted(release);
          }),
      );
    }),
});
