import { providerConfirmSeconds } from '../mocks/handlers/timings';
import {
  alternativesOf,
  bundleOf,
  creditsOf,
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
const run = { credits: 0, failedOrder: '', cardOrder: '' };

export default defineScenario({
  name: 'stored-card-fails-offers-manual-card-or-paypal',
  area: 'money',
  rules: ['stored-card-failure'],
  description: `When a saved card cannot be charged, the app offers to enter a card or use PayPal. Log in as premium@sim.test (she paid before with her Visa, so it is saved); open Credits, choose the ${String(packageCredits)}-credit package and Visa, tick "Pay with this saved card" and press Pay. The simulation makes charging a saved card fail: there is no provider page, the result page says "Your saved card could not be charged. Nothing was charged." and offers exactly two ways on: "Enter card details" (credit card) and PayPal. Press "Enter card details": the order goes to the provider's page to enter a card; press "Pay" there (or wait ${String(providerConfirmSeconds)} s): ${String(packageCredits)} credits are added once.`,
  paymentOutcome: { outcome: 'stored_card_fail' },
  steps: [
    {
      title: 'log in as premium@sim.test; the Visa method shows her saved card',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        run.credits = await creditsOf(client);
        const bundle = await bundleOf(client, country, packageCredits);
        expect(await methodFor(client, country, bundle.id, 'visa')).toMatchObject({
          available: true,
          stored_card: { brand: 'visa' },
        });
      },
    },
    {
      title: `buy the ${String(packageCredits)}-credit package with the saved Visa card: no redirect, the payment failed with stored_card_failed, offering credit card or PayPal`,
      run: async ({ client, expect }) => {
        const answer = await orderPackage(
          client,
          packageCredits,
          { payment_method: 'visa', use_stored_card: true, country },
          'order-visa',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: {
            redirect_url: null,
            payment: {
              state: 'failed',
              method: 'visa',
              failure_reason: 'stored_card_failed',
              credits_added: 0,
            },
          },
        });
        const body = placedOrder(answer);
        expect(body.payment.alternatives).toEqual(['credit_card', 'paypal']);
        run.failedOrder = body.order.id;
      },
    },
    {
      title: 'the result page, reloaded, still shows the failure and the two choices; nothing was charged',
      run: async ({ client, expect }) => {
        const answer = await paymentOf(client, run.failedOrder);
        expect(answer).toMatchObject({
          status: 200,
          body: { payment: { state: 'failed', failure_reason: 'stored_card_failed', credits_added: 0 } },
        });
        expect(alternativesOf(answer)).toEqual(['credit_card', 'paypal']);
        expect(await creditsOf(client)).toBe(run.credits);
        expect((await purchasesOf(client, run.failedOrder)).length).toBe(0);
      },
    },
    {
      title:
        'press "Enter card details": a credit-card order without the saved card goes to the provider to enter the card',
      run: async ({ client, expect }) => {
        const answer = await orderPackage(
          client,
          packageCredits,
          { payment_method: 'credit_card', use_stored_card: false, country },
          'order-credit_card',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: { payment: { state: 'pending', method: 'credit_card', credits_added: 0 } },
        });
        const body = placedOrder(answer);
        expect(typeof body.redirect_url).toBe('string');
        run.cardOrder = body.order.id;
      },
    },
    {
      title: `the card entered at the provider is paid (press "Pay", or wait ${String(providerConfirmSeconds)} s): completed, the credits added once`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.cardOrder)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: packageCredits } },
        });
        expect(await creditsOf(client)).toBe(run.credits + packageCredits);
        expect((await purchasesOf(client, run.cardOrder)).length).toBe(1);
        expect((await purchasesOf(client, run.failedOrder)).length).toBe(0);
      },
    },
  ],
});
