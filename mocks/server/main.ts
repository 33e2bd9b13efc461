import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { scenarioNamed } from '../../scenarios/index';
import { applyScenario } from '../../scenarios/apply';
import { setContractChecking } from '../control/contract-violations';
import { chooseVisitorCountry, isSiteCountry } from '../db/site-settings';
import { resetSimulation } from '../reset';
import { createSimulatedServer } from './http-server';

/**
 * `npm run sim -- --port <P> [--seed <N>] [--now <ISO time>] [--scenario <name>] [--country <CC>]
 * [--crowd <N>] [--no-contract-check]`: the production build and the simulated API on one origin, with real
 * cookies. Every answer is checked against the contract (a violation prints one console error and
 * is listed at `GET /__sim/contract-violations`) unless `--no-contract-check` is given.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
    seed: { type: 'string' },
    now: { type: 'string' },
    scenario: { type: 'string' },
    // Look-alike members for measuring the search at scale (mocks/seed/crowd.ts).
    crowd: { type: 'string' },
    // The visitor's geo-IP country; without it the browser's language places the visitor.
    country: { type: 'string' },
    // Node 20's parseArgs has no `--no-` negation of its own: the switch-off is an option itself.
    'no-contract-check': { type: 'boolean', default: false },
  },
});

const start = values.now === undefined ? undefined : Date.parse(values.now);
if (start !== undefined && Number.isNaN(start)) throw new Error(`--now is not an ISO time: ${values.now}`);
const seed = values.seed === undefined ? undefined : Number(values.seed);
const crowd = values.crowd === undefined ? undefined : Number(values.crowd);
if (crowd !== undefined && (!Number.isInteger(crowd) || crowd < 0 || crowd > 50_000))
  throw new Error(`--crowd is not a whole number from 0 to 50000: ${values.crowd}`);
const country = values.country?.toUpperCase();
if (country !== undefined && !isSiteCountry(country))
  throw new Error(`--country is not a site country: ${values.country}`);
// Chosen before the reset so that this and every later reset keep it.
if (country !== undefined) chooseVisitorCountry(country, { atLaunch: true });

await resetSimulation({ seed, start, crowd });
if (values.scenario !== undefined) {
  const scenario = scenarioNamed(values.scenario);
  if (scenario === undefined) throw new Error(`No scenario named ${values.scenario}`);
  await applyScenario(scenario, { seed, start, crowd });
  // The flag is the tester's word on where the visitor is, over a scenario's site.
  if (country !== undefined) chooseVisitorCountry(country);
}
setContractChecking(!values['no-contract-check']);

const dist = existsSync(values.dist) ? values.dist : undefined;
const port = Number(values.port);
createSimulatedServer({ dist }).listen(port, values.host, () => {
  const what = dist === undefined ? 'API only (no build found)' : `serving ${dist}`;
  const checks = values['no-contract-check'] ? 'answers not checked' : 'answers checked against the contract';
  const where = country === undefined ? "visitor placed by the browser's language" : `visitor in ${country}`;
  console.log(`Simulated site on http://${values.host}:${port} — ${what}, ${checks}, ${where}`);
});
