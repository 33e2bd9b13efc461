import { lastSmsCode } from '../mocks/handlers/payments';
import { smsCodeLength } from '../src/domain/direct-debit';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { bundleOf, deVriesForm, me, sendDirectDebitForm, transactionsOf } from './money-calls';
import { defineScenario } from './scenario';

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

/** SMS are never sent: the simulation keeps the code on the mandate (docs/simulation.md). */
const codeSent = () => {
  const code = lastSmsCode(run.mandate);
  if (code === undefined) throw new Error('the first step did not run');
  return code;
};
const wrongCode = () => (codeSent() === '000000' ? '111111' : '000000');

const confirm = (client: ApiClient, smsCode: string) =>
  answerOf(
    client.PUT('/api/directdebit-sms.php', {
      body: { mandate_id: run.mandate, sms_code: smsCode },
      params: { header: { 'Idempotency-Key': idempotencyKey('dd-confirm') } },
    }),
  );

export default defineScenario({
  name: 'direct-debit-sms-wrong-code',
  description:
    "free@sim.test pays the 60-credit package of the Netherlands by SEPA direct debit: the form sends a 6-digit SMS code to +31 6 ****5678; a wrong code is refused with 'Code invalid' and pays nothing; the right code completes the payment and adds the 60 credits; confirming again answers the same order, so the credits are added once. On screen: /directdebit?bundle_id=<id>&country=NL, the code from GET /__sim/sms.",
  steps: [
    {
      title: 'free sends the direct debit form for 60 credits in NL: a 6-digit code goes to +31 6 ****5678',
      run: async ({ login, client, expect }) => {
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
        expect(codeSent().length).toBe(smsCodeLength);
      },
    },
    {
      title: "a wrong code is refused with 'Code invalid', and nothing is paid",
      run: async ({ client, expect }) => {
        expect(await confirm(client, wrongCode())).toMatchObject({
          status: 400,
          body: { error: { code: 'sms_code_invalid', message: 'Code invalid' } },
        });
        expect((await balance(client)).credits).toBe(run.creditsBefore);
      },
    },
    {
      title: 'the right code completes the payment and adds the 60 credits at once; free is premium',
      run: async ({ client, expect }) => {
        const paid = await confirm(client, codeSent());
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
      title: 'confirming again answers the same order: the credits were added once, one purchase is listed',
      run: async ({ client, expect }) => {
        expect(await confirm(client, codeSent())).toMatchObject({
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
