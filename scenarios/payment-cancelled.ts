import { providerConfirmSeconds } from '../mocks/handlers/timings';
import {
  alternativesOf,
  lastOrderOf,
  me,
  orderOf,
  orderPackage,
  paymentOf,
  placedOrder,
  purchasesOf,
} from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';
const packageCredits = 150;

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, purchases: 0, orderId: '' };

export default defineScenario({
  name: 'payment-cancelled',
  area: 'money',
  rules: ['payment-states', 'payment-cancelled-offers-other-method'],
  description: `A payment cancelled at the provider charges nothing and offers other ways to pay. Log in as free@sim.test; open Credits, choose the ${String(packageCredits)}-credit package and Apple Pay, press Pay; on the provider's page press "Cancel (the member stops at the provider)" (the simulation cancels every payment on its own after ${String(providerConfirmSeconds)} s, so in the app without that page just wait). The result page says "The payment was cancelled", "You cancelled the payment. Nothing was charged." and offers other ways to pay; the balance, premium status and transactions stay as they were.`,
  paymentOutcome: { outcome: 'cancel' },
  steps: [
    {
      title: `log in as free@sim.test; buy the ${String(packageCredits)}-credit package with Apple Pay and press Pay: the order waits at the provider`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.credits = (await me(client)).credits;
        run.purchases = (await purchasesOf(client)).length;
        const answer = await orderPackage(
          client,
          packageCredits,
          { payment_method: 'apple_pay', country },
          'order-cancelled',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: { payment: { state: 'pending', method: 'apple_pay', credits_added: 0 } },
        });
        const body = placedOrder(answer);
        expect(typeof body.redirect_url).toBe('string');
        run.orderId = body.order.id;
      },
    },
    {
      title: `free cancels at the provider (press "Cancel", or wait ${String(providerConfirmSeconds)} s): the result page shows the payment cancelled by the member, with other ways to pay`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        const answer = await paymentOf(client, run.orderId);
        expect(answer).toMatchObject({
          status: 200,
          body: {
            payment: {
              order_id: run.orderId,
              state: 'cancelled',
              failure_reason: 'cancelled_by_member',
              credits_added: 0,
            },
          },
        });
        const alternatives = alternativesOf(answer);
        expect(alternatives.length > 0).toBe(true);
        expect(alternatives.includes('apple_pay')).toBe(false);
        expect(await orderOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'cancelled' } },
        });
      },
    },
    {
      title:
        'nothing was added: the balance, premium status and transactions are unchanged, and there is no order to repeat',
      run: async ({ client, expect }) => {
        const user = await me(client);
        expect(user.credits).toBe(run.credits);
        expect(user.paid_user).toBe(false);
        expect((await purchasesOf(client)).length).toBe(run.purchases);
        expect(await lastOrderOf(client)).toMatchObject({
          status: 404,
          body: { error: { code: 'no_previous_order' } },
        });
      },
    },
  ],
});
