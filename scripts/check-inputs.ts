import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { CorpusOutcome } from '../tests/input-corpus/corpus';

/**
 * `npm run check:inputs` (issue 21 item 2): the whole bad-input corpus — every input of the
 * contract at the simulated backend (vitest), every form field of the app in the browser
 * (Playwright, INPUT_CORPUS=all, against the production build in `dist/` or `E2E_DIST`) — then
 * writes build/input-corpus.json and prints inputs × cases, handled, crashes and executed payloads.
 * `--api` or `--browser` runs one half; `--workers N` is passed to Playwright (default 1).
 * Exits non-zero unless every case is handled.
 */
const args = process.argv.slice(2);
const only = args.includes('--api') ? 'api' : args.includes('--browser') ? 'browser' : 'both';
const workersAt = args.indexOf('--workers');
const workers = workersAt >= 0 ? (args[workersAt + 1] ?? '1') : '1';

const apiFile = 'build/input-corpus-api.json';
const browserFile = 'build/input-corpus-browser-run.json';
mkdirSync('build', { recursive: true });

const run = (command: string, commandArgs: string[], env: Record<string, string>) => {
  console.log(`\n$ ${command} ${commandArgs.join(' ')}`);
  return spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
};

const readApi = (): CorpusOutcome[] => {
  rmSync(apiFile, { force: true });
  run('npx', ['vitest', 'run', 'tests/input-corpus/api-corpus.test.ts'], { INPUT_CORPUS_REPORT: apiFile });
  if (!existsSync(apiFile)) throw new Error(`the API run wrote no ${apiFile}`);
  return JSON.parse(readFileSync(apiFile, 'utf8')) as CorpusOutcome[];
};

interface JsonReport {
  suites?: JsonSuite[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: { tests: { annotations: { type: string; description?: string }[] }[] }[];
}

const annotationsOf = (suite: JsonSuite): string[] => [
  ...(suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.annotations.filter((a) => a.type === 'input-corpus').map((a) => a.description ?? ''),
    ),
  ),
  ...(suite.suites ?? []).flatMap(annotationsOf),
];

const readBrowser = (): CorpusOutcome[] => {
  rmSync(browserFile, { force: true });
  run(
    'npx',
    [
      'playwright',
      'test',
      'e2e/input-corpus.spec.ts',
      '--project',
      'desktop',
      '--workers',
      workers,
      '--reporter=json',
    ],
    { INPUT_CORPUS: 'all', PLAYWRIGHT_JSON_OUTPUT_NAME: browserFile },
  );
  if (!existsSync(browserFile)) throw new Error(`the browser run wrote no ${browserFile}`);
  const report = JSON.parse(readFileSync(browserFile, 'utf8')) as JsonReport;
  return (report.suites ?? []).flatMap(annotationsOf).map((text) => JSON.parse(text) as CorpusOutcome);
};

const summary = (outcomes: CorpusOutcome[]) => {
  const ran = outcomes.filter((o) => o.skipped !== true);
  return {
    inputs: new Set(outcomes.map((o) => o.input)).size,
    cases: new Set(outcomes.map((o) => o.case)).size,
    runs: ran.length,
    notApplicable: outcomes.length - ran.length,
    handled: ran.filter((o) => o.handled).length,
    crashes: ran.filter((o) => o.crashed).length,
    executedPayloads: ran.filter((o) => o.payloadExecuted).length,
    failures: ran.filter((o) => !o.handled).map((o) => `${o.input} × ${o.case}: ${o.problem ?? ''}`),
  };
};

const api = only === 'browser' ? [] : readApi();
const browser = only === 'api' ? [] : readBrowser();
const report = {
  generatedAt: new Date().toISOString(),
  api: summary(api),
  browser: summary(browser),
  outcomes: { api, browser },
};
writeFileSync('build/input-corpus.json', JSON.stringify(report, null, 2));

const percent = (s: ReturnType<typeof summary>) =>
  s.runs === 0 ? 'not run' : `${((100 * s.handled) / s.runs).toFixed(1)} %`;
console.log('\nBad-input corpus (build/input-corpus.json)');
for (const [name, s] of [
  ['API', report.api],
  ['browser', report.browser],
] as const) {
  console.log(
    `  ${name.padEnd(8)} ${String(s.inputs)} inputs × ${String(s.cases)} cases = ${String(s.runs)} runs` +
      ` (+${String(s.notApplicable)} n/a) · handled ${String(s.handled)} (${percent(s)})` +
      ` · crashes ${String(s.crashes)} · executed payloads ${String(s.executedPayloads)}`,
  );
  for (const failure of s.failures) console.log(`    ✗ ${failure}`);
}
const failed = report.api.failures.length + report.browser.failures.length;
process.exit(failed === 0 ? 0 : 1);
