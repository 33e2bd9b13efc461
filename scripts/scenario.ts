import { parseArgs } from 'node:util';
import { scenarios } from '../scenarios/index';
import { runScenarios } from './scenario-run';

/**
 * `npm run scenario -- <name> [<name> …]`, `npm run scenario -- --all`, `npm run scenario -- --list`:
 * plays scenarios headless against a fresh simulation (the simulated HTTP server in this process,
 * API only) and prints each step passed or failed; exits 1 on a failure or an unknown name — the
 * command a tester or a CI job runs. Options: `--seed <N>`, `--now <ISO time>`, `--stop-on-failure`.
 */
const usage =
  'npm run scenario -- <name> [<name> …] | --all | --list  [--seed <N>] [--now <ISO time>] [--stop-on-failure]';

const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        all: { type: 'boolean', default: false },
        list: { type: 'boolean', default: false },
        seed: { type: 'string' },
        now: { type: 'string' },
        'stop-on-failure': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nUsage: ${usage}\n`);
    process.exit(1);
  }
})();
const { values, positionals } = parsed;

const refuse = (message: string): never => {
  process.stderr.write(`${message}\nUsage: ${usage}\n`);
  process.exit(1);
};

if (values.help) {
  process.stdout.write(`Usage: ${usage}\n`);
  process.exit(0);
}
if (values.list) {
  for (const scenario of scenarios) process.stdout.write(`${scenario.name}\n    ${scenario.description}\n`);
  process.exit(0);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0))
  refuse(`--seed is not a whole number: ${String(values.seed)}`);
if (values.now !== undefined && Number.isNaN(Date.parse(values.now)))
  refuse(`--now is not an ISO time: ${values.now}`);
if (values.all && positionals.length > 0) refuse('Give scenario names or --all, not both.');

const names = values.all ? scenarios.map((scenario) => scenario.name) : positionals;
const colour = process.stdout.isTTY && process.env.NO_COLOR === undefined;
const code = await runScenarios(
  names,
  { seed, now: values.now, stopOnFailure: values['stop-on-failure'], colour },
  (line) => process.stdout.write(`${line}\n`),
);
// Timers of the simulation (a fault's delayed answer) must not keep a finished run waiting.
process.exit(code);
