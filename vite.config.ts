import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { contentSecurityPolicyMeta } from './src/domain/content-security-policy';
import type { ChunkPlan } from './scripts/chunk-plan';

/** A file of React Router's production build (see `resolve.alias` below). */
const reactRouterBuild = (file: string): string =>
  new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url).pathname;

/**
 * `npm start` runs in the `sim` mode: index.html boots the simulated backend first
 * (mocks/browser-entry.ts), which then loads the app. Every other mode uses the app entry alone,
 * so msw, faker and scenarios can never reach a production bundle.
 */
const simulatedBackendEntry = (mode: string): Plugin => ({
  name: 'simulated-backend-entry',
  transformIndexHtml(html) {
    return mode === 'sim' ? html.replace('/src/main.tsx', '/mocks/browser-entry.ts') : html;
  },
  // The msw service worker lives in mocks/public, outside public/, so no build ever copies it.
  configureServer(server) {
    if (mode !== 'sim') return;
    server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.end(readFileSync('mocks/public/mockServiceWorker.js'));
    });
    // The browser fetches the web app manifest itself, while index.html is still being read and
    // before the page's msw worker answers anything, so the dev server answers it with the
    // simulation's rules (decision 028); else the page's HTML came back, a console error.
    server.middlewares.use('/api/manifest.php', (req, res, next) => {
      const load = server.ssrLoadModule('/mocks/handlers/web-app-manifest-document.ts') as Promise<
        typeof import('./mocks/handlers/web-app-manifest-document')
      >;
      load
        .then(({ webAppManifest }) => {
          const cookies = Object.fromEntries(
            (req.headers.cookie ?? '').split(/;\s*/).map((pair) => {
              const [name = '', ...value] = pair.split('=');
              return [name, decodeURIComponent(value.join('='))];
            }),
          );
          const request = new Request('http://localhost/api/manifest.php', {
            headers: { 'accept-language': req.headers['accept-language'] ?? '' },
          });
          res.setHeader('Content-Type', 'application/manifest+json');
          res.end(JSON.stringify(webAppManifest(request, cookies)));
        })
        .catch(next);
    });
  },
});

/**
 * The production build's index.html carries the Content Security Policy (issue 13 item 6). Only
 * the app's own page: the dev server (inline React refresh preamble, msw's worker) and Ladle's
 * stories build read this config too and keep their pages as they are.
 */
const contentSecurityPolicy = (apiBaseUrl: string | undefined): Plugin => ({
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    // Before Vite replaces the entry script, so the app's page can still be told by it.
    order: 'pre',
    handler(html) {
      if (!html.includes('/src/main.tsx')) return html;
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicyMeta(apiBaseUrl)}" />`,
      );
    },
  },
});

/** Whether a built chunk holds the module of this source path (a planned chunk has no facade). */
const holds = (chunk: { moduleIds: readonly string[] }, pathEnding: string): boolean =>
  chunk.moduleIds.some((id) => id.endsWith(pathEnding));

/**
 * The entry (src/main.tsx) imports the app (src/app/start.tsx) only after the first paint; the
 * built index.html still fetches the app's chunks and stylesheets from the start, as if they were
 * the entry's own static imports: modulepreload for the scripts, stylesheets in the head (the
 * prerendered markup needs them on its first paint).
 */
const preloadAppChunks = (): Plugin => {
  let base = '/';
  return {
    name: 'preload-app-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (bundle === undefined) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => holds(chunk, '/src/app/start.tsx'));
        if (start === undefined) return html;
        const scripts: string[] = [];
        const stylesheets: string[] = [];
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (chunk === undefined || scripts.includes(fileName) || chunk.isEntry) return;
          scripts.push(fileName);
          chunk.imports.forEach(visit);
          for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.push(css);
        };
        visit(start.fileName);
        const linked = (file: string) => html.includes(`"${base}${file}"`);
        // The member chrome's chunks beyond the app's, for a visitor's head start before login
        // (src/app/member-chrome-code.ts, `preloadMemberChrome`).
        const memberChrome = chunks.find((chunk) => holds(chunk, '/src/app/member-chrome.tsx'));
        const appChunks = scripts.length;
        if (memberChrome !== undefined) visit(memberChrome.fileName);
        const memberChunks = scripts.splice(appChunks);
        return [
          ...(memberChunks.length === 0
            ? []
            : [
                {
                  tag: 'meta',
                  attrs: {
                    name: 'member-chrome-chunks',
                    content: memberChunks.map((file) => `${base}${file}`).join(' '),
                  },
                  injectTo: 'head' as const,
                },
              ]),
          ...scripts
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
          ...[...new Set(stylesheets)]
            .filter((file) => !linked(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
};

/** Writes which source modules went into each chunk; the size report checks it for mock code. */
const bundleModules = (): Plugin => ({
  name: 'bundle-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks: Record<string, string[]> = {};
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type === 'chunk') chunks[fileName] = output.moduleIds;
    }
    mkdirSync('build', { recursive: true });
    writeFileSync('build/bundle-modules.json', JSON.stringify(chunks, null, 2));
  },
});

/**
 * The bundler's options for the chunk plan scripts/build.ts measured in its first build (decision
 * 023; its file named by `CHUNK_PLAN`): the first render's modules in two chunks instead of dozens.
 * A plain `vite build` has no plan and chunks as the bundler likes.
 */
const plannedChunks = (planFile: string | undefined) => {
  if (planFile === undefined) return undefined;
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as ChunkPlan;
  const app = new Set(plan.app);
  const memberChrome = new Set(plan.memberChrome);
  return {
    output: {
      codeSplitting: {
        // Only the planned modules: their imports are loaded before them (the entry's, React's,
        // the app's for the chrome), and following them would pull React into the app's chunk,
        // which the entry loads a task earlier on its own (decision 014).
        includeDependenciesRecursively: false,
        groups: [
          { name: 'app', test: (id: string) => app.has(id), priority: 2 },
          { name: 'member-chrome', test: (id: string) => memberChrome.has(id), priority: 1 },
        ],
      },
    },
  };
};

const pureTests = [
  'src/domain/**/*.test.ts',
  'src/lib/**/*.test.ts',
  'tests/safety/**/*.test.ts',
  'tests/contract/**/*.test.ts',
];
const appTests = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scenarios/**/*.test.ts',
  'cockpit/**/*.test.{ts,tsx}',
  'tests/**/*.test.{ts,tsx}',
];
/** Test files that replace a module with `vi.mock`. */
const moduleMockingTests = [
  'src/features/shell/top-bar.test.tsx',
  'src/features/errors/error-boundaries.test.tsx',
];

export default defineConfig(({ mode, command }) => ({
  resolve: {
    // React Router's package points every bundler at its development build (its warnings and
    // checks); it ships a production build beside it, which the app's build takes (issue 14
    // item 8: first-load bytes). The dev server and the tests keep the warnings.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    simulatedBackendEntry(mode),
    contentSecurityPolicy(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL),
    preloadAppChunks(),
    bundleModules(),
  ],
  build: {
    manifest: true,
    rolldownOptions: command === 'build' ? plannedChunks(process.env.CHUNK_PLAN) : undefined,
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for the whole app (about 7 kB gzip): one request before the first paint
    // instead of one per chunk, and no screen that waits for its styles when it opens.
    cssCodeSplit: false,
    // Every browser the site supports knows <link rel="modulepreload">; no polyfill in the entry.
    // The entry's import of the app preloads nothing itself: the page has asked for the app's
    // chunks already (index.html from its head, a prerendered page right after its first paint,
    // src/main.tsx), and checking each again is a phone's CPU time before the first render.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)index-[^/]+\.js$/.test(hostId) ? [] : deps),
    },
  },
  server: { port: 5173, strictPort: false },
  test: {
    // Tests wait on the simulated backend as much as on the CPU: on CI's 2 cores, 2 workers
    // finish the suite in two thirds of the time one takes (vitest's default there).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        // Pure rules and file checks: no DOM, no simulated backend to load.
        extends: true,
        test: {
          name: 'pure',
          environment: 'node',
          setupFiles: ['./tests/setup/pure-setup.ts'],
          include: pureTests,
        },
      },
      {
        // The app, the simulation and the scenarios in jsdom. Files share a worker's modules
        // (isolate: false): loading msw, every handler and the seed is paid once per worker
        // instead of once per file, which was a third of the suite's time. The setup file resets
        // all simulated and browser state after every test, so no test sees another's.
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/setup/vitest-setup.ts'],
          include: appTests,
          exclude: [...pureTests, ...moduleMockingTests],
        },
      },
      {
        // vi.mock replaces a module only for the files that import it afresh: these run isolated.
        extends: true,
        test: {
          name: 'app-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/setup/vitest-setup.ts'],
          include: moduleMockingTests,
        },
      },
    ],
  },
}));
