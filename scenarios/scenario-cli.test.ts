import { bypass } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { recordViolations } from '../mocks/control/contract-violations';
import { serveProviderPages } from '../mocks/control/payment-provider';
import { runScenarios, type ScenarioRunOptions } from '../scripts/scenario-run';
import { scenarioNamed } from './index';
import type { Scenario } from './scenario';

/**
 * `npm run scenario` (scripts/scenario.ts) played in this process, as the CLI plays it: the
 * simulated HTTP server on a port, real HTTP with a cookie jar. The test setup's msw/node server
 * intercepts this process's fetch and would answer `/api/*` itself (and count `/__sim/*` as
 * unhandled noise), so the run's requests go out through msw's `bypass`: they reach the HTTP
 * server, as the CLI's do, and the run tests the CLI's own path rather than vitest's host.
 */
const pastMsw: ScenarioRunOptions['fetch'] = (request) => fetch(bypass(request));

const play = async (names: string[], options: ScenarioRunOptions = {}) => {
  const lines: string[] = [];
  const result = await runScenarios(names, { fetch: pastMsw, ...options }, (line) => lines.push(line));
  return { result, lines };
};

const named = (name: string): Scenario => {
  const scenario = scenarioNamed(name);
  if (scenario === undefined) throw new Error(`no scenario ${name}`);
  return scenario;
};

afterEach(() => {
  // The HTTP server serves the provider's pages; the other files of this worker expect none.
  serveProviderPages(false);
});

describe('npm run scenario', () => {
  it('reports each step of a passing scenario with ✓ and ends with 0', async () => {
    const scenario = named('login-blocked-after-wrong-passwords');
    const { result, lines } = await play([scenario.name]);
    expect(result).toBe(0);
    expect(lines[0]).toBe(scenario.name);
    expect(lines.slice(1, 1 + scenario.steps.length)).toEqual(
      scenario.steps.map((step) => `  ✓ ${step.title}`),
    );
    expect(lines.at(-1)).toMatch(/^1 passed, 0 failed in \d+\.\d s$/);
  });

  it('ends with 1 on an unknown name, naming the close ones, without playing anything', async () => {
    const { result, lines } = await play(['login-blocked-after-wrong-pasword']);
    expect(result).toBe(1);
    expect(lines[0]).toBe(
      'No scenario named "login-blocked-after-wrong-pasword". Did you mean: login-blocked-after-wrong-passwords?',
    );
  });

  it('marks the failed step ✗ with the reason, skips the rest of that scenario and ends with 1', async () => {
    const real = named('login-blocked-after-wrong-passwords');
    const [first] = real.steps;
    if (first === undefined) throw new Error('the scenario has no steps');
    // The server loads the starting state by name; the steps are this test's own.
    const failing: Scenario = {
      ...real,
      steps: [
        first,
        {
          title: 'a fifth wrong password is only refused (it is not: it blocks the login)',
          run: async ({ login, expect: expectThat }) => {
            expectThat(await login('free@sim.test', 'wrong-password')).toMatchObject({ status: 401 });
          },
        },
        { title: 'never played', run: () => Promise.resolve() },
      ],
    };
    const next = named('time-bonus-expires-after-4-hours');
    const { result, lines } = await play([failing.name, next.name], {
      catalogue: [failing, next],
      stopOnFailure: true,
    });
    expect(result).toBe(1);
    expect(lines).toContain(`  ✓ ${first.title}`);
    expect(lines).toContain('  ✗ a fifth wrong password is only refused (it is not: it blocks the login)');
    expect(lines).toContain('      status: expected 401, received 429');
    expect(lines).toContain('  – never played');
    expect(lines).not.toContain(next.name);
    expect(lines.at(-1)).toMatch(
      /^0 passed, 1 failed \(login-blocked-after-wrong-passwords\), 1 not run in /,
    );
  });

  it('fails a scenario whose simulated answers broke the contract, listing them', async () => {
    const real = named('login-blocked-after-wrong-passwords');
    const broken: Scenario = {
      ...real,
      steps: [
        {
          title: 'a step during which the simulation answers off the contract',
          run: () => {
            // The simulation records what its answers' check finds; this stands in for a broken handler.
            recordViolations(['POST /api/user.php 200: body.user.email is missing']);
            return Promise.resolve();
          },
        },
      ],
    };
    const { result, lines } = await play([broken.name], { catalogue: [broken] });
    expect(result).toBe(1);
    expect(lines).toContain('  ✓ a step during which the simulation answers off the contract');
    expect(lines).toContain('  ✗ the simulated answers kept to the contract');
    expect(lines).toContain('      POST /api/user.php 200: body.user.email is missing');
  });

  it('fails a step whose control call is refused, naming the call and the reason', async () => {
    const real = named('login-blocked-after-wrong-passwords');
    const refused: Scenario = {
      ...real,
      steps: [
        {
          title: 'someone writes to a member who is not there',
          run: async ({ sendPush }) => {
            await sendPush({ to: 'nobody@sim.test' });
          },
        },
      ],
    };
    const { result, lines } = await play([refused.name], { catalogue: [refused] });
    expect(result).toBe(1);
    expect(lines).toContain(
      "      The simulation's control call sendPush (POST /__sim/push) answered 404: no member with that e-mail address",
    );
  });
});
