import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFault, clearFaults, listFaults } from '../control/faults';
import { chosenPaymentOutcome, setPaymentOutcome } from '../control/payment-outcome';
import { collections } from '../db';
import { canonicalJson, dumpState, loadState } from '../db/state-dump';
import { resetSimulation } from '../reset';
import { createPersistentWorld, type PersistentWorld } from './persistent-world';
import { memoryTabCoordination, memoryWorldStorage } from './world-storage';

/**
 * The browser's persistent world (issue 11 item 9) behind an in-memory storage and tab
 * coordination. Not covered here: IndexedDB itself, localStorage and the Web Locks API
 * (indexeddb-world-storage.ts), and msw's request events — e2e/browser-world.spec.ts runs those
 * in Chromium against the dev server.
 */
const start = Date.parse('2026-11-25T12:00:00Z');
const seed = () => resetSimulation({ seed: 7, start });
/**
 * The world's data, without the clock: a dump stores the clock as its offset from real time, and
 * reading `Date.now()` twice may straddle a millisecond, so the same clock can dump 1 ms apart
 * (CI saw -111177289 against -111177288). The world only follows a clock moved by whole seconds.
 */
const state = () => canonicalJson({ ...dumpState(), clock: 'not compared' });

const worlds: PersistentWorld[] = [];
const newWorld = (...args: Parameters<typeof createPersistentWorld>) => {
  const world = createPersistentWorld(...args);
  worlds.push(world);
  return world;
};

afterEach(() => {
  for (const world of worlds.splice(0)) world.close();
});

const complaint = (id: number) =>
  collections.complaints.create({
    id,
    memberId: null,
    name: 'Sam',
    email: 'sam@example.com',
    subject: 'Kept?',
    message: `Complaint ${id}`,
    profileId: null,
    at: new Date(start).toISOString(),
  });

/** A request as msw runs it: counted from start to end, the world's turn taken before the rules. */
const request = async (world: PersistentWorld, rules: () => Promise<unknown>) => {
  world.requestStarted();
  await world.beforeRequest();
  await rules();
  world.requestEnded();
  await world.saved();
};

describe('the browser simulation keeps its world (issue 11 item 9)', () => {
  it('seeds and saves the whole world when nothing is saved, and loads it on the next start', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    expect(await newWorld(storage, tabs).open({ fresh: false, seed })).toBe('seeded');
    expect(storage.writes).toBe(1);
    const seeded = state();

    // A reload: whatever the page holds before, it takes the saved world.
    await collections.members.create({ ...collections.members.all()[0]!, id: 99_999 });
    expect(await newWorld(storage, tabs).open({ fresh: false, seed })).toBe('loaded');
    expect(state()).toBe(seeded);
  });

  it('saves after the requests that changed something, only what changed, and loads it back', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    const world = newWorld(storage, tabs);
    await world.open({ fresh: false, seed });
    const write = vi.spyOn(storage, 'write');

    await request(world, () => Promise.resolve(collections.members.all().length));
    expect(write).not.toHaveBeenCalled();

    await request(world, () => complaint(1));
    expect(write).toHaveBeenCalledTimes(1);
    expect(Object.keys(write.mock.calls[0]![1])).toEqual(['complaints']);
    const changed = state();

    await seed();
    await newWorld(storage, tabs).open({ fresh: false, seed });
    expect(state()).toBe(changed);
    expect(collections.complaints.all()).toHaveLength(1);
  });

  it('keeps the faults in force and the payment outcome: a page load (becoming a persona in the cockpit) does not lose them', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    const world = newWorld(storage, tabs);
    await world.open({ fresh: false, seed });
    await request(world, () => {
      addFault({ operationId: 'getLikes', status: 500, code: 'server_error' });
      setPaymentOutcome('fail', { methods: ['paypal'] });
      return Promise.resolve();
    });
    clearFaults();
    setPaymentOutcome('complete');
    await newWorld(storage, tabs).open({ fresh: false, seed });
    expect(listFaults()).toEqual([{ operationId: 'getLikes', status: 500, code: 'server_error' }]);
    expect(chosenPaymentOutcome()).toEqual({ outcome: 'fail', scope: { methods: ['paypal'] } });
  });

  it('brings in what another tab saved before the next request, reading only what it changed', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    const first = newWorld(storage, tabs);
    await first.open({ fresh: false, seed });
    const firstView = dumpState();
    const second = newWorld(storage, tabs);
    await second.open({ fresh: false, seed });

    await request(second, () => complaint(7));
    const secondView = state();
    // Back to what the first tab holds in its own memory.
    await loadState(firstView);
    expect(collections.complaints.all()).toHaveLength(0);

    const reads = vi.spyOn(storage, 'readCollections');
    await request(first, () => Promise.resolve());
    expect(reads).toHaveBeenCalledWith(['complaints']);
    expect(state()).toBe(secondView);
  });

  it('lets one tab act at a time: another waits until the requests in flight ended and were saved', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    const first = newWorld(storage, tabs);
    await first.open({ fresh: false, seed });
    const second = newWorld(storage, tabs);
    await second.open({ fresh: false, seed });

    first.requestStarted();
    await first.beforeRequest();
    let secondIn = false;
    second.requestStarted();
    const waiting = second.beforeRequest().then(() => {
      secondIn = true;
    });
    await complaint(3);
    await Promise.resolve();
    expect(secondIn).toBe(false);

    const writes = storage.writes;
    first.requestEnded();
    await waiting;
    expect(storage.writes).toBe(writes + 1);
    second.requestEnded();
  });

  it('starts afresh from the seed when asked, and saves that as the newest world', async () => {
    const storage = memoryWorldStorage();
    const tabs = memoryTabCoordination();
    const world = newWorld(storage, tabs);
    await world.open({ fresh: false, seed });
    await request(world, () => complaint(1));
    const version = tabs.savedVersion();

    expect(await newWorld(storage, tabs).open({ fresh: true, seed })).toBe('seeded');
    expect(collections.complaints.all()).toHaveLength(0);
    expect(tabs.savedVersion()).toBe(version + 1);
    expect((await storage.readCollections(['complaints'])).complaints).toEqual([]);
  });
});
