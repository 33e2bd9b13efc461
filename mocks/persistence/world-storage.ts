import type { CollectionName } from '../db';
import type { WorldMeta } from '../db/state-dump';

/** What a saved world starts with: which version it is and which version each collection is. */
export interface WorldHead {
  /** Goes up by one with every save, whichever tab saved. */
  version: number;
  /** The world version in which each collection was last written. */
  collectionVersions: Partial<Record<CollectionName, number>>;
  meta: WorldMeta;
}

export type CollectionRecords = Partial<Record<CollectionName, unknown[]>>;

/** Where the browser simulation keeps its world between reloads (IndexedDB; memory in tests). */
export interface WorldStorage {
  readHead: () => Promise<WorldHead | undefined>;
  readCollections: (names: readonly CollectionName[]) => Promise<CollectionRecords>;
  /** Writes the head and the given collections together: a reader never sees half a save. */
  write: (head: WorldHead, records: CollectionRecords) => Promise<void>;
}

/** How the tabs of one browser agree on one world. */
export interface TabCoordination {
  /** The newest version any tab has saved (read at once, before every request). */
  savedVersion: () => number;
  announce: (version: number) => void;
  /** Waits until no other tab works on the world; the answer gives it back. */
  acquire: () => Promise<() => void>;
}

/** A storage held in memory: the tests' stand-in for IndexedDB, behind the same interface. */
export const memoryWorldStorage = (): WorldStorage & { writes: number } => {
  let head: WorldHead | undefined;
  const stored: CollectionRecords = {};
  const storage = {
    writes: 0,
    readHead: () => Promise.resolve(head === undefined ? undefined : structuredClone(head)),
    readCollections: (names: readonly CollectionName[]) =>
      Promise.resolve(structuredClone(Object.fromEntries(names.map((name) => [name, stored[name] ?? []])))),
    write: (next: WorldHead, records: CollectionRecords) => {
      head = structuredClone(next);
      Object.assign(stored, structuredClone(records));
      storage.writes += 1;
      return Promise.resolve();
    },
  };
  return storage;
};

/** Tabs in one process (tests): one version number, one lock taken in turn. */
export const memoryTabCoordination = (): TabCoordination => {
  let version = 0;
  let queue = Promise.resolve();
  return {
    savedVersion: () => version,
    announce: (next) => {
      version = Math.max(version, next);
    },
    acquire: () =>
      new Promise((granted) => {
        queue = queue.then(
          () =>
            new Promise<void>((release) => {
              granted(release);
            }),
        );
      }),
  };
};
