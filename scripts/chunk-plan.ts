/**
 * The first render's chunk plan (decision 023). The bundler gives every module shared by two lazy
 * chunks a chunk of its own, even when one of them (the app's start) is always loaded before the
 * other (a screen): a member's first load was about 70 requests, most under 1 kB, and on a phone's
 * connection each costs a round trip. scripts/build.ts builds once to learn which modules the
 * first render loads, then again with those modules in two chunks: `app` (what every page's
 * start loads beyond the entry and React) and `member-chrome` (what a member's chrome adds).
 *
 * The sets come from the first build's chunks, after tree-shaking: the static import graph of the
 * sources names far more (a barrel's every re-export), and those extra modules would add weight.
 */

/** What of a built chunk the plan reads (Rolldown's and Rollup's output chunks have it). */
export interface PlannedChunk {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

export interface ChunkPlan {
  /** Module ids for the `app` chunk: the start's static reach beyond the entry's and React's. */
  app: string[];
  /** Module ids for the `member-chrome` chunk: the chrome's static reach beyond all of the above. */
  memberChrome: string[];
}

const appStart = '/src/app/start.tsx';
const memberChrome = '/src/app/member-chrome.tsx';
/** The entry imports React's DOM renderer a task before the app (decision 014): its own chunks. */
const reactDomClient = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;

export const chunkPlanOf = (output: readonly { type: string }[]): ChunkPlan => {
  const chunks = output.filter((item): item is PlannedChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (matches: (id: string) => boolean, what: string): PlannedChunk => {
    const found = chunks.find((chunk) => chunk.facadeModuleId !== null && matches(chunk.facadeModuleId));
    if (found === undefined) throw new Error(`chunk plan: the first build has no chunk for ${what}`);
    return found;
  };
  /** The modules of `from` and of every chunk its static imports load. */
  const staticReach = (from: PlannedChunk): Set<string> => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    visit(from.fileName);
    return new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedBefore = new Set([
    ...entries.flatMap((entry) => [...staticReach(entry)]),
    ...staticReach(facade((id) => reactDomClient.test(id), 'react-dom/client')),
  ]);
  const start = facade((id) => id.endsWith(appStart), appStart);
  const chrome = facade((id) => id.endsWith(memberChrome), memberChrome);
  const app = [...staticReach(start)].filter((id) => !loadedBefore.has(id));
  const inApp = new Set(app);
  const chromeOnly = [...staticReach(chrome)].filter((id) => !loadedBefore.has(id) && !inApp.has(id));
  return { app, memberChrome: chromeOnly };
};
