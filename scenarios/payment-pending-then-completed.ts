import { providerConfirmSeconds } from '../mocks/handlers/timings';
import { bundleOf, me, orderOf, paymentOf, placeOrder, placedOrder, purchasesOf } from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';
const packageCredits = 60;
/** Half the provider's time: the result page has polled a few times and it is still pending. */
const firstWaitSeconds = Math.floor(providerConfirmSeconds / 2);

/** The result page's poll (every 3 s while pending), by the payment's id. */
const poll = paymentOf;

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, orderId: '', paymentId: '', total: 0 };

export default defineScenario({
  name: 'payment-pending-then-completed',
  area: 'money',
  rules: ['payment-states', 'purchase-makes-premium'],
  description: `A pending payment waits for the provider, then adds the credits and makes the member premium at once. Log in as free@sim.test; open Credits, choose the ${String(packageCredits)}-credit package and PayPal, press Pay; on the provider's page press "Leave pending" (in the app without that page you come straight back). The result page says it is waiting for PayPal and checks by itself every 3 s; the balance does not change. Once the provider confirms (press "Pay" on its page, or wait ${String(providerConfirmSeconds)} s), the page shows "Payment received": ${String(packageCredits)} credits added, and free is premium at once.`,
  steps: [
    {
      title: `log in as free@sim.test; buy the ${String(packageCredits)}-credit package with PayPal and press Pay: the payment is pending`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const user = await me(client);
        expect(user.paid_user).toBe(false);
        run.credits = user.credits;
        const bundle = await bundleOf(client, country, packageCredits);
        const answer = await placeOrder(
          client,
          { bundle_id: bundle.id, payment_method: 'paypal', country },
          'order-pending',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: {
            order: { bundle_id: bundle.id, credits: packageCredits, total: bundle.price },
            payment: { state: 'pending', method: 'paypal', credits_added: 0 },
          },
        });
        const body = placedOrder(answer);
        expect(typeof body.redirect_url).toBe('string');
        run.orderId = body.order.id;
        run.paymentId = body.payment.id;
        run.total = body.order.total.amount;
      },
    },
    {
      title: `the result page polls while the provider has not confirmed (${String(firstWaitSeconds)} s later): still pending, no credits yet, not premium`,
      run: async ({ client, advanceClock, expect }) => {
        expect(await poll(client, run.paymentId)).toMatchObject({
          status: 200,
          body: { payment: { id: run.paymentId, order_id: run.orderId, state: 'pending', credits_added: 0 } },
        });
        await advanceClock(firstWaitSeconds);
        expect(await poll(client, run.paymentId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'pending', credits_added: 0 } },
        });
        const user = await me(client);
        expect(user.credits).toBe(run.credits);
        expect(user.paid_user).toBe(false);
        expect((await purchasesOf(client, run.orderId)).length).toBe(0);
      },
    },
    {
      title: `the provider confirms ${String(providerConfirmSeconds)} s after the start: the page shows "Payment received", the credits are added and free is premium`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds - firstWaitSeconds);
        expect(await poll(client, run.paymentId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: packageCredits } },
        });
        const user = await me(client);
        expect(user.credits).toBe(run.credits + packageCredits);
        expect(user.paid_user).toBe(true);
        const purchases = await purchasesOf(client, run.orderId);
        expect(purchases.length).toBe(1);
        expect(purchases[0]).toMatchObject({
          credits: packageCredits,
          payment_method: 'paypal',
          state: 'completed',
          amount: { amount: run.total },
        });
      },
    },
    {
      title: 'leave the page and come back (reload with the order id): completed, nothing added twice',
      run: async ({ client, expect }) => {
        expect(await orderOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: {
            order: { id: run.orderId },
            payment: { state: 'completed', credits_added: packageCredits },
          },
        });
        expect(await poll(client, run.orderId)).toMatchObject({ body: { payment: { state: 'completed' } } });
        expect((await me(client)).credits).toBe(run.credits + packageCredits);
        expect((await purchasesOf(client, run.orderId)).length).toBe(1);
      },
    },
  ],
});
