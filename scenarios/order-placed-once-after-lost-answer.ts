import { idempotencyKey, outcomeOf, type ApiClient } from './api-client';
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
  const { data: site } = await client.GET('/api/settings.php');
  const bundle = pricing?.bundles[0];
  if (bundle === undefined || site === undefined) throw new Error('no bundle or site settings');
  const place = (signal?: AbortSignal) =>
    client.POST('/api/order.php', {
      body: {
        bundle_id: bundle.id,
        payment_method: 'visa',
        use_stored_card: true,
        country,
        return_url: `https://${site.settings.domain}/payment/result`,
      },
      params: { header: { 'Idempotency-Key': key } },
      signal,
    });
  return { bundle, place };
};

const balance = async (client: ApiClient): Promise<number> => {
  const { data } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('premium is not logged in');
  return data.user.credits;
};

const purchases = async (client: ApiClient) => {
  const { data } = await client.GET('/api/transactions.php', { params: { query: { per_page: 100 } } });
  return (data?.transactions ?? []).filter((line) => line.kind === 'purchase');
};

export default defineScenario({
  name: 'order-placed-once-after-lost-answer',
  description: `premium@sim.test orders credits with her stored card; the server places and pays the order but answers ${answerLateByMs} ms late, after the client gave up at ${clientWaitsMs} ms. Ordering again with the same Idempotency-Key answers the first order: one order, one purchase, the credits added once.`,
  faults: [{ operationId: 'createOrder', loseAnswer: 'late', delayMs: answerLateByMs, once: true }],
  steps: [
    {
      title: 'the order is placed and paid, but the client stops waiting before its answer',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const creditsBefore = await balance(client);
        const purchasesBefore = (await purchases(client)).length;
        const { bundle, place } = await order(client);

        expect(await outcomeOf(place(AbortSignal.timeout(clientWaitsMs)))).toBe('timed out');

        expect(await balance(client)).toBe(creditsBefore + bundle.credits);
        expect((await purchases(client)).length).toBe(purchasesBefore + 1);
      },
    },
    {
      title: 'the same order with the same key answers the first order and pays nothing more',
      run: async ({ client, expect }) => {
        const creditsBefore = await balance(client);
        const purchasesBefore = await purchases(client);
        const { place } = await order(client);
        const { data, response } = await place();
        expect(response.status).toBe(201);
        expect(data?.payment.state).toBe('completed');
        const orderId = data?.order.id;

        expect(await balance(client)).toBe(creditsBefore);
        const purchasesAfter = await purchases(client);
        expect(purchasesAfter.length).toBe(purchasesBefore.length);
        expect(purchasesAfter.filter((line) => line.order_id === orderId).length).toBe(1);
      },
    },
  ],
});
