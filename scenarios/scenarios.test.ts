import { describe, expect, it } from 'vitest';
import { contractOperation } from '../mocks/contract/document';
import { outbox } from '../mocks/db/auth';
import { clock } from '../src/lib/clock';
import { applyScenario } from './apply';
import { scenarios } from './index';
import type { ScenarioApi } from './scenario';

/** The vitest runner: steps call the simulated handlers through msw/node, with its cookie store. */
const vitestApi = (): ScenarioApi => {
  const call: ScenarioApi['call'] = async (operationId, { query, body } = {}) => {
    const { method, path } = contractOperation(operationId);
    const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
    const response = await fetch(`${location.origin}${path}${search}`, {
      method: method.toUpperCase(),
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };
  return {
    call,
    login: (email, password) => call('postUser', { body: { email, password } }),
    advanceClock: (seconds) => {
      clock.advance(seconds);
      return Promise.resolve();
    },
    lastMailLink: (address) =>
      Promise.resolve(
        outbox
          .all()
          .filter((mail) => mail.to === address)
          .at(-1)?.link ?? undefined,
      ),
    expect,
  };
};

describe.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
  'scenario %s',
  (_name, scenario) => {
    it(scenario.description, async () => {
      await applyScenario(scenario);
      const api = vitestApi();
      for (const step of scenario.steps) {
        await step.run(api);
      }
    });
  },
);
