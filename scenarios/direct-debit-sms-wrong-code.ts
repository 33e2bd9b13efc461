import { smsCodeLength } from '../src/domain/direct-debit';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { bundleOf, deVriesForm, me, sendDirectDebitForm, transactionsOf } from './money-calls';
import { defineScenario, type ScenarioApi } from './scenario';

const country = 'NL';
const credits = 60;

const balance = async (client: ApiClient) => {
  const user = await me(client);
  return { credits: user.credits, paid: user.paid_user };
};

/**
 * The mandate of the first step and the balance before it. Every run starts at the first step from
 * a reset simulation, which sets them afresh.
 */
const run = { mandate: '', creditsBefore: 0, orderId: '' };

/** SMS are never sent: the simulation lists the codes it "texted" (GET /__sim/sms, docs/simulation.md). */
const codeSent = async ({ smsCode }: ScenarioApi) => {
  const code = await smsCode(run.mandate);
  if (code === undefined) throw new Error('the first step did not run');
  return code;
};
const wrongCode = async (api: ScenarioApi) => ((await codeSent(api)) === '000000' ? '111111' : '000000');

const confirm = (client: ApiClient, smsCode: string) =>
  answerOf(
    client.PUT('/api/directdebit-sms.php', {
      body: { mandate_id: run.mandate, sms_code: smsCode },
      params: { header: { 'Idempotency-Key': idempotencyKey('dd-confirm') } },
    }),
  );

export default defineScenario({
  name: 'direct-debit-sms-wrong-code',
  area: 'money',
  rules: ['direct-debit-sms-code-valid', 'purchase-makes-premium', 'retried-write-acts-once'],
  description: `Direct debit is confirmed with the SMS code; a wrong code says "Code invalid" and pays nothing. Log in as free@sim.test; open /directdebit?bundle_id=<id>&country=NL for the 60-credit package and send the form: a 6-digit code goes to +31 6 ****5678 (read it in the cockpit's Mail tab, or at /__sim/sms). Type a wrong code: "Code invalid". Type the right one: paid, 60 credits added, free is premium; confirming again adds nothing more.`,
  steps: [
    {
      title:
        'log in as free@sim.test and send the direct debit form for the 60-credit package in NL: a 6-digit code goes to +31 6 ****5678',
      run: async (api) => {
        const { login, client, expect } = api;
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.creditsBefore = (await balance(client)).credits;
        const bundle = await bundleOf(client, country, credits);
        const sent = await sendDirectDebitForm(
          client,
          deVriesForm,
          { bundleId: bundle.id, country },
          'dd-form',
        );
        expect(sent).toMatchObject({
          status: 201,
          body: { sms_sent_to: '+31 6 ****5678', code_length: smsCodeLength },
        });
        run.mandate = sent.body !== undefined && 'mandate_id' in sent.body ? sent.body.mandate_id : '';
        expect((await codeSent(api)).length).toBe(smsCodeLength);
      },
    },
    {
      title: 'type a wrong code: "Code invalid", nothing is paid',
      run: async (api) => {
        const { client, expect } = api;
        expect(await confirm(client, await wrongCode(api))).toMatchObject({
          status: 400,
          body: { error: { code: 'sms_code_invalid', message: 'Code invalid' } },
        });
        expect((await balance(client)).credits).toBe(run.creditsBefore);
      },
    },
    {
      title: 'type the code from /__sim/sms: paid at once, 60 credits added, free is premium',
      run: async (api) => {
        const { client, expect } = api;
        const paid = await confirm(client, await codeSent(api));
        expect(paid).toMatchObject({
          status: 200,
          body: {
            order: { credits, payment_method: 'sepa_direct_debit' },
            payment: { state: 'completed', method: 'sepa_direct_debit', credits_added: credits },
          },
        });
        run.orderId = paid.body !== undefined && 'order' in paid.body ? paid.body.order.id : '';
        expect(await balance(client)).toEqual({ credits: run.creditsBefore + credits, paid: true });
      },
    },
    {
      title: 'confirm again: the same order answers, the credits were added once, one purchase listed',
      run: async (api) => {
        const { client, expect } = api;
        expect(await confirm(client, await codeSent(api))).toMatchObject({
          status: 200,
          body: { order: { id: run.orderId } },
        });
        expect((await balance(client)).credits).toBe(run.creditsBefore + credits);
        const purchases = (await transactionsOf(client)).filter((line) => line.order_id === run.orderId);
        expect(purchases.length).toBe(1);
      },
    },
  ],
});
