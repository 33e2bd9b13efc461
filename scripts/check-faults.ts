/**
 * `npm run check:faults`: the whole fault matrix (issue 21 item 1). Runs every cell of
 * e2e/fault-matrix.spec.ts (FAULT_MATRIX=all) in Playwright, then writes build/fault-matrix.json —
 * every operation of the contract × every fault kind, each cell handled, not handled, not covered
 * or not applicable (with the reason) — and prints the covered and handled shares.
 * Extra arguments go to Playwright (`-- --workers 1`, `-- -g getChats`); a `-g` run reports only
 * the cells it ran as covered. `--report-only` reads the last run's results instead of running.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { contractOperations } from '../mocks/contract/document';
import { notApplicableOperations, screenCases } from '../e2e/fault-matrix/cases';
import { faultKinds, kindDescriptions, type FaultKind } from '../e2e/fault-matrix/kinds';

const runFile = 'build/fault-matrix-run.json';
const reportFile = 'build/fault-matrix.json';

interface JsonResult {
  status: string;
  error?: { message?: string };
}
interface JsonSpec {
  title: string;
  tests: { results: JsonResult[] }[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}

type Cell =
  | { state: 'handled'; area: string; route: string }
  | { state: 'not handled'; area: string; route: string; error: string }
  | { state: 'not covered'; reason: string }
  | { state: 'not applicable'; reason: string };

const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const playwrightArgs = args.filter((arg) => arg !== '--report-only');

if (!reportOnly) {
  mkdirSync('build', { recursive: true });
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      'e2e/fault-matrix.spec.ts',
      '--project',
      'desktop',
      '--reporter',
      'list,json',
      ...playwrightArgs,
    ],
    { stdio: 'inherit', env: { ...process.env, FAULT_MATRIX: 'all', PLAYWRIGHT_JSON_OUTPUT_NAME: runFile } },
  );
  if (run.error !== undefined) throw run.error;
}
if (!existsSync(runFile)) throw new Error(`${runFile} is missing: run without --report-only first`);

/** Playwright's messages carry terminal colours (ESC [ n m). */
const escape = String.fromCharCode(27);
const stripColours = (text: string) =>
  text
    .split(escape)
    .map((part, at) => (at === 0 ? part : part.replace(/^\[\d+m/, '')))
    .join('');

/** Each cell's outcome by its test title's "operation × kind". */
const outcomes = new Map<string, { passed: boolean; error: string }>();
const walk = (suite: JsonSuite) => {
  for (const spec of suite.specs ?? []) {
    const cell = /: (\w+) × ([\w-]+)$/.exec(spec.title);
    if (cell === null) continue;
    const results = spec.tests.flatMap((test) => test.results);
    const failed = results.find((result) => result.status !== 'passed');
    outcomes.set(`${cell[1]} × ${cell[2]}`, {
      passed: results.length > 0 && failed === undefined,
      error: stripColours(failed?.error?.message ?? '').split('\n')[0] ?? '',
    });
  }
  for (const inner of suite.suites ?? []) walk(inner);
};
walk(JSON.parse(readFileSync(runFile, 'utf8')) as JsonSuite);

const cells: Record<string, Record<FaultKind, Cell>> = {};
for (const operationId of [...contractOperations.keys()].sort()) {
  const kase = screenCases.find((candidate) => candidate.operationId === operationId);
  const skipped = notApplicableOperations.find((candidate) => candidate.operationId === operationId);
  const row = {} as Record<FaultKind, Cell>;
  for (const kind of faultKinds) {
    const reason = skipped?.reason ?? kase?.notApplicable?.[kind];
    if (reason !== undefined) row[kind] = { state: 'not applicable', reason };
    else if (kase === undefined) row[kind] = { state: 'not covered', reason: 'no screen case written yet' };
    else {
      const outcome = outcomes.get(`${operationId} × ${kind}`);
      if (outcome === undefined) row[kind] = { state: 'not covered', reason: 'not run in the last run' };
      else if (outcome.passed) row[kind] = { state: 'handled', area: kase.area, route: kase.route };
      else row[kind] = { state: 'not handled', area: kase.area, route: kase.route, error: outcome.error };
    }
  }
  cells[operationId] = row;
}

const all = Object.values(cells).flatMap((row) => Object.values(row));
const count = (state: Cell['state']) => all.filter((cell) => cell.state === state).length;
const applicable = all.length - count('not applicable');
const covered = count('handled') + count('not handled');
const percent = (part: number) => (applicable === 0 ? 100 : Math.round((part / applicable) * 1000) / 10);
const summary = {
  operations: Object.keys(cells).length,
  faultKinds: faultKinds.length,
  cells: all.length,
  notApplicable: count('not applicable'),
  applicable,
  covered,
  handled: count('handled'),
  notHandled: count('not handled'),
  notCovered: count('not covered'),
  coveredPercent: percent(covered),
  handledPercent: percent(count('handled')),
  handledOfCoveredPercent: covered === 0 ? 100 : Math.round((count('handled') / covered) * 1000) / 10,
};
writeFileSync(
  reportFile,
  `${JSON.stringify({ generatedAt: new Date().toISOString(), faultKinds: kindDescriptions, summary, cells }, null, 2)}\n`,
);

console.log(
  `\nFault matrix: ${String(summary.operations)} operations × ${String(summary.faultKinds)} fault kinds`,
);
console.log(`  not applicable ${String(summary.notApplicable)}, applicable ${String(applicable)}`);
console.log(
  `  covered ${String(covered)} (${String(summary.coveredPercent)} %), handled ${String(summary.handled)} (${String(summary.handledPercent)} %; ${String(summary.handledOfCoveredPercent)} % of covered)`,
);
for (const [operationId, row] of Object.entries(cells))
  for (const [kind, cell] of Object.entries(row))
    if (cell.state === 'not handled') console.log(`  NOT HANDLED ${operationId} × ${kind}: ${cell.error}`);
console.log(`Written: ${reportFile}`);
if (summary.notHandled > 0) process.exitCode = 1;
