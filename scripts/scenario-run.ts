import type { AddressInfo } from 'node:net';
import { setContractChecking, setViolationPrinting } from '../mocks/control/contract-violations';
import { resetSimulation } from '../mocks/reset';
import { createSimulatedServer } from '../mocks/server/http-server';
import { createControlClient, type ControlClient } from '../scenarios/control-client';
import { cookieJarFetch } from '../scenarios/cookie-jar-fetch';
import { describeValue, expect, ScenarioExpectationError } from '../scenarios/expect';
import { controlAnswer, httpScenarioHost, type HostFetch } from '../scenarios/http-host';
import { scenarios } from '../scenarios/index';
import { scenarioApi, type Scenario } from '../scenarios/scenario';

export interface ScenarioRunOptions {
  /** The faker seed every scenario starts from (the simulation's default when absent). */
  seed?: number;
  /** The clock's start (ISO time) before each scenario's own offset; the real time when absent. */
  now?: string;
  /** Stop the run at the first failed scenario. */
  stopOnFailure?: boolean;
  /** ANSI colours, for a terminal. */
  colour?: boolean;
  /** Where names are looked up; the registry by default. The server loads each one by its name. */
  catalogue?: readonly Scenario[];
  /** How requests leave this process: Node's fetch by default (a test passes one past msw/node). */
  fetch?: HostFetch;
  /** A step that has not finished by then fails, so one hung call cannot hang a CI job. */
  stepTimeoutMs?: number;
}

/** Writes one line of the report (without its line break). */
export type WriteLine = (line: string) => void;

const paint = (on: boolean, code: string) => (text: string) =>
  on ? `\u001b[${code}m${text}\u001b[0m` : text;

/** Edit distance, to suggest the scenario a mistyped name meant. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/** Up to three names close to `name`: a few letters off, or containing it. */
export const closeNames = (name: string, names: readonly string[]): string[] =>
  names
    .map((candidate) => ({ candidate, score: distance(name, candidate) }))
    .filter(
      ({ candidate, score }) =>
        candidate.includes(name) ||
        name.includes(candidate) ||
        score <= Math.max(2, Math.floor(name.length / 3)),
    )
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map(({ candidate }) => candidate);

/**
 * A failure as a tester reads it: an expectation's or a refusal's own words; for a slip in the
 * code (a TypeError, say) also where it happened.
 */
const failureText = (error: unknown): string[] => {
  if (error instanceof ScenarioExpectationError) return error.message.split('\n');
  if (error instanceof Error && error.name === 'Error') return error.message.split('\n');
  if (error instanceof Error) {
    const frames = (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trim().startsWith('at '))
      .slice(0, 3)
      .map((line) => line.trim());
    return [`${error.name}: ${error.message}`, ...frames];
  }
  return [`thrown: ${describeValue(error)}`];
};

const withTimeout = async (work: Promise<void>, ms: number): Promise<void> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`the step did not finish within ${String(ms / 1000)} s`));
    }, ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/** The simulated HTTP server, API only, in this process: one for the run, each scenario resets it. */
const startSimulation = async (options: ScenarioRunOptions) => {
  // As `npm run sim` starts (mocks/server/main.ts): a seeded simulation, every answer checked
  // against the contract. The run reports violations itself (GET /__sim/contract-violations), so
  // they are not also printed as they happen.
  await resetSimulation({
    seed: options.seed,
    start: options.now === undefined ? undefined : Date.parse(options.now),
  });
  setContractChecking(true);
  setViolationPrinting(false);
  const server = createSimulatedServer({});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive connections and answers a `late` fault still holds back would keep it open.
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
};

/**
 * Loads the scenario's starting state through the control API. `seed` and `now` go along; when
 * the simulation did not take them, the scenario fails rather than run in a state not asked for.
 */
const loadScenario = async (control: ControlClient, scenario: Scenario, options: ScenarioRunOptions) => {
  const request: { name: string; seed?: number; now?: string } = {
    name: scenario.name,
    seed: options.seed,
    now: options.now,
  };
  const loaded = await controlAnswer(
    'loadScenario (POST /__sim/scenario)',
    control.POST('/__sim/scenario', { body: request }),
  );
  if (options.now !== undefined) {
    const wanted = Date.parse(options.now) + (scenario.clockOffsetSeconds ?? 0) * 1000;
    if (Math.abs(Date.parse(loaded.now) - wanted) > 60_000)
      throw new Error(
        `the simulation started at ${loaded.now}, not at --now (${options.now}) plus the scenario's offset`,
      );
  }
  if (options.seed !== undefined) {
    const state = await controlAnswer('getSimulationState (GET /__sim/state)', control.GET('/__sim/state'));
    if (state.seed !== options.seed)
      throw new Error(
        `the simulation was seeded with ${String(state.seed)}, not with --seed ${String(options.seed)}`,
      );
  }
};

/**
 * Plays each named scenario against a fresh simulation and reports every step passed (✓), failed
 * (✗, with the reason) or skipped after a failure (–); a scenario whose answers broke the
 * contract fails too. 0 when all passed, 1 on a failure or an unknown name.
 */
export const runScenarios = async (
  names: readonly string[],
  options: ScenarioRunOptions,
  write: WriteLine,
): Promise<0 | 1> => {
  const catalogue = options.catalogue ?? scenarios;
  const colour = options.colour ?? false;
  const green = paint(colour, '32');
  const red = paint(colour, '31');
  const dim = paint(colour, '2');
  const bold = paint(colour, '1');

  const known = new Map(catalogue.map((scenario) => [scenario.name, scenario]));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    for (const name of unknown) {
      const close = closeNames(name, [...known.keys()]);
      write(
        red(`No scenario named "${name}".`) + (close.length > 0 ? ` Did you mean: ${close.join(', ')}?` : ''),
      );
    }
    write('`npm run scenario -- --list` lists them all.');
    return 1;
  }
  if (names.length === 0) {
    write('Name the scenarios to play, or give --all (`--list` lists them).');
    return 1;
  }

  const started = performance.now();
  const send: HostFetch = options.fetch ?? ((request) => fetch(request));
  const stepTimeoutMs = options.stepTimeoutMs ?? 30_000;
  const simulation = await startSimulation(options);
  const control = createControlClient({ baseUrl: simulation.origin, fetch: send });
  const passed: string[] = [];
  const failed: string[] = [];
  try {
    for (const name of names) {
      const scenario = known.get(name);
      if (scenario === undefined) continue;
      write(bold(scenario.name));
      let failure = false;
      const reportFailure = (title: string, lines: string[]) => {
        write(`  ${red('✗')} ${title}`);
        for (const line of lines) write(`      ${line}`);
      };
      try {
        await loadScenario(control, scenario, options);
      } catch (error) {
        failure = true;
        reportFailure('load the scenario', failureText(error));
      }
      // A fresh cookie jar: each scenario starts as a new browser, logged out.
      const api = scenarioApi(
        httpScenarioHost({
          origin: simulation.origin,
          fetch: cookieJarFetch(send),
          controlFetch: send,
          expect,
        }),
      );
      for (const step of scenario.steps) {
        if (failure) {
          write(dim(`  – ${step.title}`));
          continue;
        }
        try {
          await withTimeout(step.run(api), stepTimeoutMs);
          write(`  ${green('✓')} ${step.title}`);
        } catch (error) {
          failure = true;
          reportFailure(step.title, failureText(error));
        }
      }
      try {
        const { violations } = await controlAnswer(
          'takeContractViolations (GET /__sim/contract-violations)',
          control.GET('/__sim/contract-violations'),
        );
        if (violations.length > 0) {
          failure = true;
          reportFailure('the simulated answers kept to the contract', violations);
        }
      } catch (error) {
        failure = true;
        reportFailure('read the contract violations', failureText(error));
      }
      (failure ? failed : passed).push(scenario.name);
      if (failure && options.stopOnFailure === true) break;
    }
  } finally {
    await simulation.close();
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const notRun = names.length - passed.length - failed.length;
  const summary = [
    `${String(passed.length)} passed`,
    `${String(failed.length)} failed${failed.length > 0 ? ` (${failed.join(', ')})` : ''}`,
    ...(notRun > 0 ? [`${String(notRun)} not run`] : []),
  ].join(', ');
  write('');
  write(`${failed.length > 0 ? red(summary) : green(summary)} ${dim(`in ${seconds} s`)}`);
  return failed.length > 0 || notRun > 0 ? 1 : 0;
};
