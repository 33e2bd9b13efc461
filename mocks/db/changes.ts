import { collectionNames, collections, type CollectionName } from '.';

interface Shape {
  length: number;
  last: unknown;
}

const shapeOf = (name: CollectionName): Shape => {
  const records = collections[name].all();
  return { length: records.length, last: records.at(-1) };
};

/**
 * Which collections changed since they were last saved or loaded, so a saved world can be
 * brought up to date by writing only those (the 10,000-message conversation is most of the world
 * and rarely the part that changed). Updates and deletions are heard as they happen; a creation
 * appends a record, which the collection's length and last record show. (A listener for
 * creations would make every `create` wait for it, which doubles the time to load a world.)
 * Aborting `stop` stops listening.
 */
export const trackChanges = (stop?: AbortSignal) => {
  const touched = new Set<CollectionName>();
  const saved = new Map<CollectionName, Shape>();
  for (const name of collectionNames) {
    const { hooks } = collections[name];
    const touch = () => {
      touched.add(name);
    };
    hooks.on('update', touch, { signal: stop });
    hooks.on('delete', touch, { signal: stop });
  }
  return {
    changed: (): CollectionName[] =>
      collectionNames.filter((name) => {
        if (touched.has(name)) return true;
        const before = saved.get(name);
        const now = shapeOf(name);
        return before?.length !== now.length || before.last !== now.last;
      }),
    /** These collections, as they are now, are what the storage holds. */
    settle: (names: readonly CollectionName[]): void => {
      for (const name of names) {
        touched.delete(name);
        saved.set(name, shapeOf(name));
      }
    },
  };
};
