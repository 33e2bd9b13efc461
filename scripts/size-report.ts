// `npm run size`: after `npm run build`, writes build/size-report.json with the gzipped JS each
// route needs for its first render, prints it, and fails when `/` is over budget or when the
// production bundle holds any simulated-backend, faker or scenario code.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenTextFile } from '../locales/screen-text-groups';
import { routeTable, textsOfPage } from '../src/app/route-table';

/**
 * First-render budgets, gzip kB: the figures of today plus a little (decision 013), so a screen
 * that adds weight to a first render fails here. `goalKb` is issue 13's or 14's goal;
 * tighten a budget as the app gets lighter, never loosen it quietly. `lazy` adds the chunks a
 * load also fetches at once (a member's chrome, src/app/member-chrome.tsx). Issue 13's third
 * part: `/` down 1.2 kB (its globe without lucide), the member pages up 0.9 kB (the early paint
 * of src/prerender/early-paint.ts is in the entry of every page; decision 013 says why). Then
 * every budget 0.25 kB looser for the router's route discovery (src/app/route-discovery.ts), which
 * took the longest task out of every start on a phone's CPU. Issue 14's search (decision 015): the
 * members screen 5.3 kB on /members, its texts 0.5 kB in every first render's catalogue, and
 * react-router's scroll restoration (back to the same place in the results) 1 kB on every page.
 * Issue 14's profile view, report form and enrich-profile alert (decisions 013, 017): their texts
 * 1.4 kB in every first render's catalogue, the alert 1.2 kB in the member chrome; then the own
 * profile's texts (about you, photos, location) 1 kB more in every catalogue, until the catalogue
 * is split by screen (decision 013, next change). Then 0.25 kB on every first render: the search's
 * filters ask whether the screen is a phone (src/ui/use-media.ts) to leave their 60 kB form out
 * of a phone's first load, and the bundler gave that small module a chunk of its own. Then 0.25 kB
 * on every first render and 0.45 on /members: the entry asks who is logged in itself, and fetches
 * a member's chrome as soon as the answer says a member; /members asks for its search before its
 * first render (issue 14 item 8; bench: performance 81/79 → 86/84, total blocking time halved).
 * Then 0.55 kB off every first render: the build takes React Router's production build. Then
 * about 0.9 kB more: the errors feature's views left the router's glob of lazy screens. Then the
 * catalogue split (decision 018): each screen's texts load with it, 3.2 to 3.8 kB off each; and
 * 0.13 kB on /members: the search's answer asks for the first cards' photos at once. Then React
 * Router's declarative mode with the app's own navigation store instead of its data router
 * (decision 019): 15.9 to 16.0 kB off every first render, which meets issues 13's and 14's goals.
 * Then the chat list (issue 15): 0.3 kB on `/` and 1 kB on a member's first render — the chat
 * screens now share the generated chat hooks and the badge formatting with the member chrome's
 * Messages badge, and the bundler gives each shared module a chunk of its own (with the hooks
 * the chat screens use beside the badge's one). Then the conversation screens: 0.4 kB on every
 * first render — their two routes in the router's table of lazy screens (with each one's chunk
 * list) and the logout's clearing of chat drafts in the session module (nothing of a member's
 * words stays on a shared device). Then the chat outbox (decision 021): 0.25 kB on a member's first
 * render — the member chrome sends unsent messages from any screen (its sending code loads only
 * when the browser holds some) and the logout asks before it drops them. Then the rest of issue 15:
 * 0.13 kB on every first render — the conversation screens' new chunks (photo check, money format,
 * members' block and report, the delete) in the route table's preload lists of the entry — and
 * 0.19 kB more on a member's: the generated chat operations module, shared with the Messages
 * badge, now holds the gifts, icebreakers and photo operations the conversation calls. Then the
 * first render planned into two chunks (decision 023): 5.7 kB off `/`, 8.0 off `/members`, 7.9 off
 * `/notifications` — fewer files compress better and carry fewer import lists. Then issue 16's likes
 * and swipe screens: 0.25 kB on every first render (their routes' loaders and chunk lists in the
 * route table, the two new catalogue groups' loaders in each locale's root texts) and 0.15 kB more
 * on a member's (the member chrome's chunk grew by 0.13 kB as the planned chunks were recut).
 * Then issue 17's money screens (decision 025): 0.9 kB on every first render — seven new lazy
 * screens in the router's table with their chunk lists, and four new catalogue groups' loaders in
 * each locale's root texts — and 0.6 kB more on a member's: the time-bonus modal's countdown and
 * timing in the member chrome (the modal itself loads when due). Then issue 18 (decision 029): 0.15
 * kB on every first render — three new catalogue groups' loaders in each locale's root texts and
 * the manifest link — and 2.2 kB more on a member's: the member chrome now listens to the push
 * worker (a pushed message reloads chats and likes, a click opens its page), and chooses one of
 * three dismissible alerts (mail stopped, photo, push offer) with their root texts and the code
 * that turns push on from the alert. They decide in the first render, so they cannot load later
 * without appearing late. Then issue 19 (decision 030): 1.3 kB on every first render — the consent
 * banner and its store, which must be in a visitor's first paint (it reserves its room, and the
 * gates on tracking and page-bounce logging read the choice before any storage), with its root
 * texts (the choices dialog and its texts load on demand, group `consentChoices`), and the
 * complaints, member landing and lander routes' entries and catalogue loaders. Then the rest of
 * issue 19 (decision 032): 1.2 kB more on `/` — the front door's profiles (the landing query and
 * their grid, below the greeting that is painted first) — and 0.65 kB on every first render: the
 * nine landers' chunk lists in the route table and ten catalogue groups' loaders in the root texts.
 * Then issue 21: 0.3 kB on every first render for the client reports' start (decision 034: the
 * early-error buffer and the idle loading of the reporter, a chunk of its own), 0.2 kB for the idle
 * prefetch's start (decision 035: the rest loads as a chunk of its own 2 s after the load event),
 * and 0.1 to 0.3 kB for the focus fixes of the keyboard journeys (page-content.tsx moves the focus
 * to a screen's heading when it arrives, in every layout).
 */
const budgets = [
  { label: '/ (returning visitor)', path: '/', budgetKb: 127.5, goalKb: 130, lazy: [] },
  {
    label: '/ (first visit, entry warning)',
    path: '/',
    budgetKb: 127.5,
    goalKb: 150,
    lazy: [],
  },
  {
    label: '/members (member shell, search)',
    path: '/members',
    budgetKb: 144.3,
    goalKb: 150,
    lazy: ['src/app/member-chrome.tsx'],
  },
  {
    label: '/notifications',
    path: '/notifications',
    budgetKb: 140.0,
    goalKb: 150,
    lazy: ['src/app/member-chrome.tsx'],
  },
] as const;

const forbiddenModules = [
  /\/node_modules\/msw\//,
  /\/node_modules\/@mswjs\//,
  /\/node_modules\/@msw\//,
  /\/node_modules\/@faker-js\//,
  /\/mocks\//,
  /\/scenarios\//,
  /\/cockpit\//,
];
// The cockpit's heading and its server path: text no app page has (decision 033).
const forbiddenText = ['[MSW]', 'mockServiceWorker', 'faker.', 'Simulation cockpit', '/__sim/'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

// SIZE_DIST: another build's folder (a helper's own build); the default is the project's dist/.
const dist = process.env.SIZE_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const bundleModules = JSON.parse(readFileSync('build/bundle-modules.json', 'utf8')) as Record<
  string,
  string[]
>;

const gzipKb = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/**
 * The chunk that holds a source module the build planned into a shared chunk (decision 023: the
 * app's start and the member chrome), which the manifest lists by its file, not by its source.
 */
const plannedChunk = (source: string): ManifestChunk | undefined => {
  const file = Object.entries(bundleModules).find(([, ids]) =>
    ids.some((id) => id.endsWith(`/${source}`)),
  )?.[0];
  return Object.values(manifest).find((chunk) => chunk.file === file);
};

/** Every JS file loaded before first paint: the chunk and its static imports, transitively. */
const staticClosure = (keys: string[]): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? plannedChunk(key);
    if (chunk === undefined) throw new Error(`manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
};

// Boot loads the entry, the app it imports after the first paint and the base locale's root texts
// before the first render; the router a screen's code with its own texts.
const bootKeys = ['index.html', 'src/app/start.tsx', 'locales/en/root.ts'];
const screenKeys = (page: string): string[] => [
  `src/features/${page}.tsx`,
  ...textsOfPage(page).map((group) => `locales/en/${screenTextFile(group)}.ts`),
];

const routes = routeTable.map(({ name, path, page }) => {
  const files = staticClosure([...bootKeys, ...screenKeys(page)]);
  const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  return { name, path, gzipKb: Number(kb.toFixed(2)), files: [...files].sort() };
});

const problems: string[] = [];

const budgetFigures = budgets.map(({ label, path, budgetKb, goalKb, lazy }) => {
  const route = routeTable.find((entry) => entry.path === path);
  if (route === undefined) throw new Error(`the route table has no ${path}`);
  const files = staticClosure([...bootKeys, ...screenKeys(route.page), ...lazy]);
  const gzip = Number([...files].reduce((sum, file) => sum + gzipKb(file), 0).toFixed(2));
  if (gzip > budgetKb)
    problems.push(
      `${label} needs ${String(gzip)} kB gzip for its first render; the budget is ${String(budgetKb)} kB`,
    );
  return { label, gzipKb: gzip, budgetKb, goalKb };
});

let bundleProblem = false;
for (const [chunk, modules] of Object.entries(bundleModules)) {
  for (const id of modules) {
    if (!forbiddenModules.some((pattern) => pattern.test(id))) continue;
    problems.push(`${chunk} contains ${id}`);
    bundleProblem = true;
  }
}

const distFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? distFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const problemsBeforeShipped = problems.length;
const shippedFiles = distFiles(dist);
for (const file of shippedFiles) {
  if (file.endsWith('mockServiceWorker.js')) problems.push(`${file} is the msw worker`);
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of forbiddenText)
    if (text.includes(marker)) problems.push(`${file} contains "${marker}"`);
}

const totalKb = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .reduce((sum, chunk) => sum + gzipKb(chunk.file), 0);

const report = {
  generatedAt: new Date().toISOString(),
  budgets: budgetFigures,
  totalJsGzipKb: Number(totalKb.toFixed(2)),
  routes,
};
if (!existsSync('build')) throw new Error('build/ is missing: run `npm run build` first');
writeFileSync('build/size-report.json', `${JSON.stringify(report, null, 2)}\n`);

console.log('First-render JS per route (gzip):');
for (const route of routes)
  console.log(`  ${route.path.padEnd(40)} ${route.gzipKb.toFixed(2).padStart(8)} kB`);
console.log(`  ${'all JS chunks'.padEnd(40)} ${totalKb.toFixed(2).padStart(8)} kB`);
console.log('Budgets (gzip kB):');
for (const { label, gzipKb: kb, budgetKb, goalKb } of budgetFigures)
  console.log(
    `  ${label.padEnd(40)} ${kb.toFixed(2).padStart(8)} of ${String(budgetKb)} (goal ${String(goalKb)})`,
  );
console.log(
  problems.length === problemsBeforeShipped && !bundleProblem
    ? `Simulation code in ${dist}: 0 bytes — ${String(shippedFiles.length)} files hold no msw, faker, scenario or cockpit code`
    : `Simulation code found in ${dist} (below)`,
);
console.log('Report: build/size-report.json');

if (problems.length > 0) {
  console.error(`\nSize gate failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
