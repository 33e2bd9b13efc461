import { providerConfirmSeconds } from '../mocks/handlers/timings';
import {
  alternativesOf,
  bundleOf,
  me,
  methodFor,
  orderPackage,
  paymentOf,
  placedOrder,
  purchasesOf,
} from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';
const packageCredits = 150;

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, failedOrder: '', paidOrder: '' };

export default defineScenario({
  name: 'payment-failed-then-other-method',
  area: 'money',
  rules: ['payment-states', 'payment-failed-offers-other-method', 'purchase-makes-premium'],
  description: `A failed payment charges nothing and offers other ways to pay. Log in as free@sim.test (no saved card); open Credits, choose the ${String(packageCredits)}-credit package and PayPal, press Pay; on the provider's page press "Decline (payment failed)" (the simulation declines every PayPal payment on its own after ${String(providerConfirmSeconds)} s, so in the app without that page just wait). The result page says the payment failed, nothing was charged, and offers other ways to pay without PayPal. Choose Visa for the same package, press Pay, and on the provider's page press "Pay" (or wait ${String(providerConfirmSeconds)} s): the payment is received, ${String(packageCredits)} credits are added once and free is premium.`,
  paymentOutcome: { outcome: 'fail', scope: { methods: ['paypal'] } },
  steps: [
    {
      title: `log in as free@sim.test; buy the ${String(packageCredits)}-credit package with PayPal and press Pay: the order waits for PayPal`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.credits = (await me(client)).credits;
        const answer = await orderPackage(
          client,
          packageCredits,
          { payment_method: 'paypal', country },
          'order-paypal',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: { order: { credits: packageCredits }, payment: { state: 'pending', method: 'paypal' } },
        });
        const body = placedOrder(answer);
        expect(typeof body.redirect_url).toBe('string');
        run.failedOrder = body.order.id;
      },
    },
    {
      title: `PayPal declines the payment (press "Decline" on the provider's page, or wait ${String(providerConfirmSeconds)} s): the result page shows it failed and offers other methods, not PayPal`,
      run: async ({ client, advanceClock, expect }) => {
        expect(await paymentOf(client, run.failedOrder)).toMatchObject({
          status: 200,
          body: { payment: { state: 'pending', credits_added: 0 } },
        });
        await advanceClock(providerConfirmSeconds);
        const answer = await paymentOf(client, run.failedOrder);
        expect(answer).toMatchObject({
          status: 200,
          body: { payment: { state: 'failed', failure_reason: 'declined', credits_added: 0 } },
        });
        const alternatives = alternativesOf(answer);
        expect(alternatives.length > 0).toBe(true);
        expect(alternatives.includes('paypal')).toBe(false);
        expect(alternatives.includes('visa')).toBe(true);
        const user = await me(client);
        expect(user.credits).toBe(run.credits);
        expect(user.paid_user).toBe(false);
        expect((await purchasesOf(client, run.failedOrder)).length).toBe(0);
      },
    },
    {
      title:
        'free has no saved Visa card, so choose Visa and press Pay: the order sends free to the provider to enter the card',
      run: async ({ client, expect }) => {
        const bundle = await bundleOf(client, country, packageCredits);
        const visa = await methodFor(client, country, bundle.id, 'visa');
        expect(visa).toMatchObject({ available: true });
        expect(visa?.stored_card).toBe(undefined);
        const answer = await orderPackage(
          client,
          packageCredits,
          { payment_method: 'visa', country },
          'order-visa',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: { payment: { state: 'pending', method: 'visa', credits_added: 0 } },
        });
        const body = placedOrder(answer);
        expect(typeof body.redirect_url).toBe('string');
        expect(body.order.id === run.failedOrder).toBe(false);
        run.paidOrder = body.order.id;
      },
    },
    {
      title: `the provider confirms the Visa payment (press "Pay", or wait ${String(providerConfirmSeconds)} s): completed, the credits added once, free is premium`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.paidOrder)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', method: 'visa', credits_added: packageCredits } },
        });
        const user = await me(client);
        expect(user.credits).toBe(run.credits + packageCredits);
        expect(user.paid_user).toBe(true);
        const purchases = await purchasesOf(client, run.paidOrder);
        expect(purchases.length).toBe(1);
        expect(purchases[0]).toMatchObject({
          credits: packageCredits,
          payment_method: 'visa',
          state: 'completed',
        });
        expect((await purchasesOf(client, run.failedOrder)).length).toBe(0);
      },
    },
    {
      title: 'reload the result page of each order: the states stay, nothing is added again',
      run: async ({ client, expect }) => {
        expect(await paymentOf(client, run.failedOrder)).toMatchObject({
          body: { payment: { state: 'failed' } },
        });
        expect(await paymentOf(client, run.paidOrder)).toMatchObject({
          body: { payment: { state: 'completed' } },
        });
        expect((await me(client)).credits).toBe(run.credits + packageCredits);
        expect((await purchasesOf(client, run.paidOrder)).length).toBe(1);
      },
    },
  ],
});
