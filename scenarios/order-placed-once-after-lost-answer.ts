import { idempotencyKey, outcomeOf, type ApiClient } from './api-client';
import { creditsOf, purchasesOf, returnUrl } from './money-calls';
import { defineScenario } from './scenario';

/** The answer comes this late; the client stops waiting long before, so no step waits for it. */
const answerLateByMs = 2000;
const clientWaitsMs = 300;
const country = 'GB';
/**
 * The key the app keeps for one press of Pay, whatever becomes of the answer. A module constant
 * is safe: every run of the scenario starts from a reset simulation, which forgets used keys.
 */
const key = idempotencyKey('order-lost-answer');

/** Premium's stored card (her earlier purchase) pays at once, so the order moves credits. */
const order = async (client: ApiClient) => {
  const { data: pricing } = await client.GET('/api/pricing.php', { params: { query: { country } } });
  const returnTo = await returnUrl(client, '/payment/result');
  const bundle = pricing?.bundles[0];
  if (bundle === undefined) throw new Error('no bundle');
  const place = (signal?: AbortSignal) =>
    client.POST('/api/order.php', {
      body: {
        bundle_id: bundle.id,
        payment_method: 'visa',
        use_stored_card: true,
        country,
        return_url: returnTo,
      },
      params: { header: { 'Idempotency-Key': key } },
      signal,
    });
  return { bundle, place };
};

export default defineScenario({
  name: 'order-placed-once-after-lost-answer',
  area: 'money',
  rules: ['retried-write-acts-once', 'purchase-makes-premium'],
  description: `An order whose answer came too late is placed again with the same key and paid once. Log in as premium@sim.test and buy a package with her saved card while the server answers ${answerLateByMs} ms late (the client gives up at ${clientWaitsMs} ms; the cockpit can inject this slow answer). The app orders again with the same Idempotency-Key: the answer is the first order; there is one order and one purchase, and the credits are added once.`,
  faults: [{ operationId: 'createOrder', loseAnswer: 'late', delayMs: answerLateByMs, once: true }],
  steps: [
    {
      title: `log in as premium@sim.test and buy a package with her saved card: placed and paid, but the client stops waiting after ${clientWaitsMs} ms`,
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const creditsBefore = await creditsOf(client);
        const purchasesBefore = (await purchasesOf(client)).length;
        const { bundle, place } = await order(client);

        expect(await outcomeOf(place(AbortSignal.timeout(clientWaitsMs)))).toBe('timed out');

        expect(await creditsOf(client)).toBe(creditsBefore + bundle.credits);
        expect((await purchasesOf(client)).length).toBe(purchasesBefore + 1);
      },
    },
    {
      title: 'the app orders again with the same key: the first order comes back, nothing more is paid',
      run: async ({ client, expect }) => {
        const creditsBefore = await creditsOf(client);
        const purchasesBefore = await purchasesOf(client);
        const { place } = await order(client);
        const { data, response } = await place();
        expect(response.status).toBe(201);
        expect(data?.payment.state).toBe('completed');
        const orderId = data?.order.id;

        expect(await creditsOf(client)).toBe(creditsBefore);
        const purchasesAfter = await purchasesOf(client);
        expect(purchasesAfter.length).toBe(purchasesBefore.length);
        expect(purchasesAfter.filter((line) => line.order_id === orderId).length).toBe(1);
      },
    },
  ],
});
