import { mandatesPerDay } from '../src/domain/direct-debit';
import type { ApiClient } from './api-client';
import { bundleOf, deVriesForm, methodFor, sendDirectDebitForm } from './money-calls';
import { defineScenario } from './scenario';

const country = 'NL';
const daySeconds = 24 * 60 * 60;

/** The NL package of 60 credits, as the credits page offers it. */
const packageOf = (client: ApiClient) => bundleOf(client, country, 60);

/** One press of "Send me the SMS code": a key of its own, as the app makes one per form sent. */
const sendForm = async (client: ApiClient) => {
  const bundle = await packageOf(client);
  return sendDirectDebitForm(client, deVriesForm, { bundleId: bundle.id, country }, 'dd-limit');
};

/** The wait the refusal named; every run starts from a reset simulation. */
const refused = { retryAfter: 0 };

export default defineScenario({
  name: 'direct-debit-limit-reached',
  area: 'money',
  rules: ['direct-debit-limit'],
  description: `At most ${String(mandatesPerDay)} direct debit forms a day: then try later, a cheaper package or another method. Log in as free@sim.test and send the direct debit form for an NL package ${String(mandatesPerDay)} times (each sends an SMS code). The next time: the limit is reached, with when to try again and links to a cheaper package and another method. iDEAL still works meanwhile; move the clock a day in the cockpit and direct debit is open again.`,
  steps: [
    {
      title: `log in as free@sim.test and send the direct debit form ${String(mandatesPerDay)} times: each time an SMS code is sent`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        for (let form = 0; form < mandatesPerDay; form += 1)
          expect(await sendForm(client)).toMatchObject({
            status: 201,
            body: { sms_sent_to: '+31 6 ****5678' },
          });
      },
    },
    {
      title: 'send it once more: the limit is reached, with when to try again (at most a day)',
      run: async ({ client, expect }) => {
        const answer = await sendForm(client);
        expect(answer).toMatchObject({ status: 429, body: { error: { code: 'direct_debit_limit' } } });
        const error = answer.body !== undefined && 'error' in answer.body ? answer.body.error : undefined;
        refused.retryAfter = typeof error?.retry_after === 'number' ? error.retry_after : 0;
        expect(refused.retryAfter > daySeconds - 60 && refused.retryAfter <= daySeconds).toBe(true);
      },
    },
    {
      title: 'choose another method meanwhile: iDEAL is offered for the package',
      run: async ({ client, expect }) => {
        const bundle = await packageOf(client);
        expect(await methodFor(client, country, bundle.id, 'ideal')).toMatchObject({ available: true });
      },
    },
    {
      title: 'move the clock past that time in the cockpit and send the form: taken, and a code is sent',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(refused.retryAfter);
        expect(await sendForm(client)).toMatchObject({ status: 201, body: { code_length: 6 } });
      },
    },
  ],
});
