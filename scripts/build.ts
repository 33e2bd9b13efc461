/**
 * `npm run build`: the production build in two passes of Vite (decision 023), then the
 * prerendered visitor pages (scripts/prerender.ts). The first pass is not written: it tells which
 * modules the first render loads (scripts/chunk-plan.ts), and the second bundles them into two
 * chunks. Each pass takes a few seconds.
 *
 * Usage: tsx scripts/build.ts [--outDir <folder>]   (default: dist)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { chunkPlanOf } from './chunk-plan';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' } } });
const outDir = values.outDir;
const planFile = 'build/chunk-plan.json';

// The first build measures the bundler's own chunks: a plan left in the environment must not steer it.
delete process.env.CHUNK_PLAN;
const measured = await build({ logLevel: 'warn', build: { write: false, outDir } });
const outputs = Array.isArray(measured) ? measured : [measured];
const output = outputs.flatMap((result) => ('output' in result ? result.output : []));
const plan = chunkPlanOf(output);
mkdirSync('build', { recursive: true });
writeFileSync(planFile, JSON.stringify(plan, null, 2));
console.log(`chunk plan: ${plan.app.length} modules in app, ${plan.memberChrome.length} in member-chrome`);

process.env.CHUNK_PLAN = planFile;
await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
execFileSync('node_modules/.bin/tsx', ['scripts/prerender.ts', '--dist', outDir], { stdio: 'inherit' });
// The QA cockpit, apart from the app (never in the production folder): npm run sim serves it.
execFileSync('node_modules/.bin/tsx', ['scripts/build-cockpit.ts'], { stdio: 'inherit' });
