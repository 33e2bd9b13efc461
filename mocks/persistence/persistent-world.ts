import { collectionNames, type CollectionName } from '../db';
import { trackChanges } from '../db/changes';
import { dumpCollection, dumpMeta, loadCollection, loadMeta, type WorldMeta } from '../db/state-dump';
import { keepRestoredWorld } from '../reset';
import type { CollectionRecords, TabCoordination, WorldHead, WorldStorage } from './world-storage';

/** A clock moved by less than this between saves has only run; more is a move worth saving. */
const clockMoveMs = 1000;

const metaChanged = (saved: WorldMeta, now: WorldMeta): boolean =>
  JSON.stringify(saved.site) !== JSON.stringify(now.site) ||
  JSON.stringify(saved.counters) !== JSON.stringify(now.counters) ||
  JSON.stringify(saved.faults ?? []) !== JSON.stringify(now.faults ?? []) ||
  JSON.stringify(saved.paymentOutcome) !== JSON.stringify(now.paymentOutcome) ||
  Math.abs(saved.clock.offsetMs - now.clock.offsetMs) >= clockMoveMs;

export interface PersistentWorld {
  /** Loads the saved world, or seeds (`fresh`, or nothing saved yet) and saves that. */
  open: (options: { fresh: boolean; seed: () => Promise<void> }) => Promise<'loaded' | 'seeded'>;
  /** Starts the world afresh (`?reset`, a scenario, `window.__sim.reset()`) and saves it whole. */
  replace: (seed: () => Promise<void>) => Promise<void>;
  /** Before a simulated request: waits for this tab's turn and brings in newer saves of others. */
  beforeRequest: () => Promise<void>;
  /** Every request of the page (simulated or not) as it starts and ends: saves when all ended. */
  requestStarted: () => void;
  requestEnded: () => void;
  /** Settles when the last save this tab started is written (tests, measurements). */
  saved: () => Promise<void>;
  /** Stops following the database's changes and gives the turn back (tests). */
  close: () => void;
}

/**
 * The browser simulation's world kept in a storage: reloads find it as it was, and the tabs of
 * one browser share it. A tab takes its turn (the cross-tab lock) at its first simulated request,
 * brings in what other tabs saved meanwhile, keeps the turn while any of its requests runs, then
 * saves the collections that changed and gives the turn back. So two tabs never act on two copies
 * of the world, and a save never holds half a request's changes.
 */
export const createPersistentWorld = (storage: WorldStorage, tabs: TabCoordination): PersistentWorld => {
  const stop = new AbortController();
  const changes = trackChanges(stop.signal);
  let known: WorldHead | undefined;
  let release: (() => void) | undefined;
  let acquiring: Promise<void> | undefined;
  let entering: Promise<void> | undefined;
  let busy = 0;
  let flushing: Promise<void> | undefined;

  /** Waits for this tab's turn; true for the caller that took it, false if the tab had it. */
  const takeTurn = async (): Promise<boolean> => {
    if (release !== undefined) return false;
    if (acquiring !== undefined) {
      await acquiring;
      return false;
    }
    acquiring = tabs.acquire().then((granted) => {
      release = granted;
    });
    try {
      await acquiring;
    } finally {
      acquiring = undefined;
    }
    return true;
  };

  const giveTurnBack = () => {
    release?.();
    release = undefined;
  };

  const bringIn = async (head: WorldHead, names: readonly CollectionName[]) => {
    const began = performance.now();
    const records = await storage.readCollections(names);
    for (const name of names) await loadCollection(name, records[name] ?? []);
    loadMeta(head.meta);
    known = head;
    changes.settle(names);
    keepRestoredWorld();
    performance.measure(`simulated world loaded (${names.length} collections)`, { start: began });
  };

  const bringInNewer = async () => {
    if (known !== undefined && tabs.savedVersion() <= known.version) return;
    const head = await storage.readHead();
    if (head === undefined || (known !== undefined && head.version <= known.version)) return;
    const stale = collectionNames.filter(
      (name) => head.collectionVersions[name] !== known?.collectionVersions[name],
    );
    await bringIn(head, stale);
  };

  const save = async (names: readonly CollectionName[]) => {
    const began = performance.now();
    const version = Math.max(known?.version ?? 0, tabs.savedVersion()) + 1;
    // The snapshot is taken at once, so changes made while it is written count for the next save.
    const records: CollectionRecords = Object.fromEntries(names.map((name) => [name, dumpCollection(name)]));
    changes.settle(names);
    const head: WorldHead = {
      version,
      collectionVersions: {
        ...known?.collectionVersions,
        ...Object.fromEntries(names.map((name) => [name, version])),
      },
      meta: dumpMeta(),
    };
    await storage.write(head, records);
    known = head;
    tabs.announce(version);
    performance.measure(`simulated world saved (${names.length} collections)`, { start: began });
  };

  const flush = async () => {
    try {
      while (busy === 0 && release !== undefined) {
        const changed = changes.changed();
        if (changed.length > 0 || known === undefined || metaChanged(known.meta, dumpMeta())) {
          await save(changed);
        } else giveTurnBack();
      }
    } catch (error) {
      // The world goes on in memory; other tabs must not wait for a save that will not come.
      console.error('The simulated world could not be saved', error);
      giveTurnBack();
    }
  };

  const settle = () => {
    flushing ??= flush().finally(() => {
      flushing = undefined;
    });
  };

  /** Runs `change` in this tab's turn and saves the whole world after it. */
  const replaceInTurn = async (change: () => Promise<void>) => {
    await change();
    await save(collectionNames);
  };

  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    const tookTurn = await takeTurn();
    try {
      return await work();
    } finally {
      // Requests in flight keep the turn; the last one to end saves and gives it back.
      if (tookTurn && busy === 0) giveTurnBack();
    }
  };

  return {
    open: ({ fresh, seed }) =>
      inTurn(async () => {
        const head = fresh ? undefined : await storage.readHead();
        if (head === undefined) {
          await replaceInTurn(seed);
          return 'seeded';
        }
        try {
          await bringIn(head, collectionNames);
          return 'loaded';
        } catch (error) {
          // A world saved by an older simulation whose records no longer fit: start afresh.
          console.warn('The saved simulated world could not be loaded; starting from the seed.', error);
          await replaceInTurn(seed);
          return 'seeded';
        }
      }),
    replace: (seed) => inTurn(() => replaceInTurn(seed)),
    beforeRequest: async () => {
      if (release !== undefined && entering === undefined) return;
      // Requests that arrive together all wait for the one turn and the one bringing-in.
      entering ??= (async () => {
        if (await takeTurn()) await bringInNewer();
      })().finally(() => {
        entering = undefined;
      });
      await entering;
    },
    requestStarted: () => {
      busy += 1;
    },
    requestEnded: () => {
      busy = Math.max(0, busy - 1);
      if (busy === 0) settle();
    },
    saved: async () => {
      while (flushing !== undefined) await flushing;
    },
    close: () => {
      stop.abort();
      giveTurnBack();
    },
  };
};
