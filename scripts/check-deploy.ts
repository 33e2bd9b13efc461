/**
 * `npm run check:deploy [-- --dist <folder>]`: is the production build fit to publish (issue 21
 * item 4; scripts/deploy-check.ts says what is checked)? Prints the figures, the headers and
 * rewrites the site's web server must add (src/domain/response-headers.ts, the README's
 * deploying section), and exits 1 on any problem.
 */
import { parseArgs } from 'node:util';
import {
  everyFileHeaders,
  hashedAssetCacheControl,
  otherFileCacheControl,
  pageHeaders,
} from '../src/domain/response-headers';
import { checkBuild } from './deploy-check';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const report = checkBuild(values.dist);

const lines = [
  `deploy check of ${values.dist}: ${String(report.files)} files, ${String(report.pages)} pages, ` +
    `${String(report.hashedAssets)} with a content hash in the name, ${String(report.stableNames.length)} under a stable name`,
  `  stable names (serve with cache-control: ${otherFileCacheControl}): ${report.stableNames.join(', ')}`,
  `  hashed files under assets/: cache-control: ${hashedAssetCacheControl}`,
  `  build records, never to serve (refuse dot folders): ${report.buildRecords.join(', ') || 'none'}`,
  '  headers with every file:',
  ...Object.entries(everyFileHeaders).map(([name, value]) => `    ${name}: ${value}`),
  '  headers with every page (index.html, prerendered/*):',
  ...Object.entries(pageHeaders).map(([name, value]) => `    ${name}: ${value}`),
];
console.log(lines.join('\n'));

if (report.problems.length > 0) {
  console.error(`\n${String(report.problems.length)} problem(s):`);
  for (const problem of report.problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('No source maps, no unhashed assets, no inline script, no eval: fit to deploy.');
