import { describe, expect, it } from 'vitest';
import { memberRecord } from '../mocks/control/personas';
import { reportMailProblem, sendPush } from '../mocks/control/push';
import { lastSmsCode } from '../mocks/handlers/payments-direct-debit';
import { outbox } from '../mocks/db/auth';
import { clock } from '../src/lib/clock';
import { createApiClient } from './api-client';
import { applyScenario } from './apply';
import { scenarios } from './index';
import { scenarioApi, type ScenarioApi } from './scenario';

/** The vitest runner: steps call the simulated handlers through msw/node, with its cookie store. */
const vitestApi = (): ScenarioApi =>
  scenarioApi({
    client: createApiClient({ baseUrl: location.origin }),
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
    sendPush: (request) => sendPush(request, location.origin),
    reportMailProblem,
    smsCode: (mandateId) => Promise.resolve(lastSmsCode(mandateId)),
    memberRecord: (who) => Promise.resolve(memberRecord(who)),
    expect,
  });

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
