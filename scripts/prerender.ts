/**
 * Build-time prerendering (issue 13 item 3), run after the client build: renders the visitor entry
 * points (src/prerender/prerendered-routes.ts) in every locale into copies of the built index.html,
 * `<dist>/prerendered/<locale>/<file>.html`, with `<dist>/prerendered/routes.json` naming the
 * paths. The host answers a navigation to one of them with the visitor's locale's file
 * (mocks/server/static-files.ts does it for the simulation); the app then renders over it.
 *
 * Usage: tsx scripts/prerender.ts [--dist <folder>]   (default: dist)
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInlineStyleSheet } from '../src/prerender/inline-styles';
import { prerenderedHtml } from '../src/prerender/page-html';
import { chunkAssets, type Manifest } from '../src/prerender/route-assets';
import { textsOfPage } from '../src/app/route-table';
import { screenTextFile } from '../locales/screen-text-groups';
import { loadEnv } from 'vite';
import { buildPrerenderer } from './prerender-renderer';

const distArgument = process.argv.indexOf('--dist');
const dist = resolve(distArgument === -1 ? 'dist' : (process.argv[distArgument + 1] ?? 'dist'));
const ssrOut = resolve('build/prerender-ssr');
const started = performance.now();
const entry = await buildPrerenderer(ssrOut);
const built = performance.now();
const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const out = join(dist, 'prerendered');
await rm(out, { recursive: true, force: true });
const inlineStyles = createInlineStyleSheet();
// The API's origin as the app is built with it (src/api/http-config.ts); '' is the page's own.
const apiBaseUrl = loadEnv('production', process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '';
const pages: {
  file: string;
  locale: string;
  title: string;
  root: string;
  page: string;
  fetches: string[];
  templates: string;
}[] = [];
for (const locale of entry.locales) {
  await mkdir(join(out, locale), { recursive: true });
  for (const { path, page: screen } of entry.prerenderedRoutes) {
    const page = await entry.prerender(path, locale);
    const file = join(out, locale, entry.prerenderedFileName(path));
    pages.push({
      file,
      locale,
      page: screen,
      title: page.title,
      root: inlineStyles.extract(page.root),
      fetches: entry.earlyRequests(path, locale, apiBaseUrl),
      templates: inlineStyles.extract(entry.entryWarningTemplate(path, locale)),
    });
  }
}
// Named by its content, so a host may cache it for good like the rest of the build's files.
const css = inlineStyles.css();
const cssName = `inline-styles-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
if (css !== '') await writeFile(join(out, cssName), css);
const inlineStylesheet = css === '' ? [] : [`/prerendered/${cssName}`];
// The chunks the entry imports itself (Rolldown's runtime helpers since decision 023).
const entryImports = chunkAssets(manifest, manifest['index.html']?.imports ?? []).scripts;
for (const { file, page: screen, ...page } of pages) {
  // The screen's chunk, the locale's root texts and the screen's own: what boot and the router
  // load first (src/features/language/screen-texts.ts).
  const texts = textsOfPage(screen).map((group) => `locales/${page.locale}/${screenTextFile(group)}.ts`);
  const assets = chunkAssets(manifest, [
    `src/features/${screen}.tsx`,
    `locales/${page.locale}/root.ts`,
    ...texts,
  ]);
  const stylesheets = [...assets.stylesheets, ...inlineStylesheet];
  await writeFile(
    file,
    prerenderedHtml(template, { ...page, stylesheets, scripts: assets.scripts, entryImports }),
  );
}
const routes = Object.fromEntries(
  entry.prerenderedRoutes.map(({ path }) => [path, entry.prerenderedFileName(path)]),
);
await writeFile(join(out, 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
await rm(ssrOut, { recursive: true, force: true });
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
const done = performance.now();
console.log(
  `prerendered ${pages.length} pages (${entry.locales.length} locales) into ${out} in ${seconds(started, done)} s (its render build ${seconds(started, built)} s)`,
);
