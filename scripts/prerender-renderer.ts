import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** What src/prerender/entry.tsx exports, as the built bundle offers it. */
export interface Prerenderer {
  locales: readonly string[];
  prerenderedRoutes: readonly { path: string; page: string }[];
  prerenderedFileName: (path: string) => string;
  prerender: (path: string, locale: string) => Promise<{ root: string; title: string }>;
  earlyRequests: (path: string, locale: string, apiBaseUrl: string) => string[];
  entryWarningTemplate: (path: string, locale: string) => string;
}

const shimId = '\0react-server-shim';

/**
 * The app's own `react` imports get React with one change, for this build-time render only: the
 * server renderer needs a store's server snapshot, which the app's browser-only stores do not
 * name. At build time every store holds its initial value, which is what the client's first
 * render reads too, so the client snapshot is the right one.
 */
const reactServerShim = (): Plugin => ({
  name: 'react-server-shim',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'react' || importer === undefined || importer === shimId) return null;
    return importer.includes('node_modules') ? null : shimId;
  },
  load(id) {
    if (id !== shimId) return null;
    return [
      "import * as React from 'react';",
      "export * from 'react';",
      'export default React;',
      'export const useSyncExternalStore = (subscribe, getSnapshot, getServerSnapshot = getSnapshot) =>',
      '  React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);',
    ].join('\n');
  },
});

/**
 * Builds src/prerender/entry.tsx for Node into `outDir` (Vite SSR build, the same CSS module names
 * as the client build) and loads it. Its own config, not vite.config.ts: that one's build plugins
 * write the client bundle's reports.
 */
export const buildPrerenderer = async (outDir: string): Promise<Prerenderer> => {
  await build({
    configFile: false,
    // Warnings only repeat the client build's (the catalogues all load at once here, on purpose).
    logLevel: 'error',
    plugins: [react(), reactServerShim()],
    publicDir: false,
    build: {
      ssr: 'src/prerender/entry.tsx',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'entry.js' } },
    },
  });
  // A path, not a file: URL, so vitest's module runner loads it as well as Node does.
  return (await import(resolve(outDir, 'entry.js'))) as Prerenderer;
};
