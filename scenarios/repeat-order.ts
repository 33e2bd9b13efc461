import { answerOf, idempotencyKey, type ApiClient } from './api-client';
import { lastOrderOf, me, placedOrder, purchasesOf, returnUrl } from './money-calls';
import { defineScenario } from './scenario';

/** One press of "Buy … for …" on /credits/repeat-order. */
const repeat = async (client: ApiClient) =>
  answerOf(
    client.POST('/api/repeat-order.php', {
      body: { return_url: await returnUrl(client, '/credits/repeat-order') },
      params: { header: { 'Idempotency-Key': idempotencyKey('repeat-order') } },
    }),
  );

const noPreviousOrder = {
  status: 404,
  body: { error: { code: 'no_previous_order', message: 'No previous order' } },
};

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, purchases: 0, lastOrder: '', bundleCredits: 0, price: 0, newOrder: '' };

export default defineScenario({
  name: 'repeat-order',
  area: 'money',
  rules: ['repeat-last-order'],
  description:
    'A paying member buys the last order again in one press, with the saved card. Log in as premium@sim.test and press Credits in the top bar. /credits/repeat-order shows her last order (its credits and date), the same package at today\'s price and "Paid with Visa" with her saved card (brand, last four digits, expiry). Press "Buy … credits for …" once: the saved card is charged at once, with no provider page, and the balance rises by the package\'s credits; the page now shows this order as the last one. Log out and log in as new@sim.test, who never bought: /credits/repeat-order says "You have not bought credits before." with a link to buy credits.',
  steps: [
    {
      title:
        'log in as premium@sim.test; the repeat-order page shows her last order and the Visa she paid with, card saved',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const user = await me(client);
        expect(user.paid_user).toBe(true);
        run.credits = user.credits;
        const bought = await purchasesOf(client);
        run.purchases = bought.length;
        const newest = bought[0];
        if (newest?.order_id == null) throw new Error('premium has no earlier purchase');
        const answer = await lastOrderOf(client);
        expect(answer).toMatchObject({
          status: 200,
          body: {
            last_order: { id: newest.order_id, credits: newest.credits, payment_method: 'visa' },
            stored_method: { code: 'visa', available: true, stored_card: { brand: 'visa' } },
          },
        });
        const body = answer.body;
        if (body === undefined || !('last_order' in body)) throw new Error('no last order');
        expect(body.bundle.credits).toBe(body.last_order.credits);
        run.lastOrder = body.last_order.id;
        run.bundleCredits = body.bundle.credits;
        run.price = body.bundle.price.amount;
      },
    },
    {
      title: 'press "Buy" once: completed at once with the saved card, no redirect, the credits added',
      run: async ({ client, expect }) => {
        const answer = await repeat(client);
        expect(answer).toMatchObject({
          status: 201,
          body: {
            redirect_url: null,
            order: { credits: run.bundleCredits, payment_method: 'visa', total: { amount: run.price } },
            payment: { state: 'completed', method: 'visa', credits_added: run.bundleCredits },
          },
        });
        const body = placedOrder(answer);
        expect(body.order.id === run.lastOrder).toBe(false);
        run.newOrder = body.order.id;
        expect((await me(client)).credits).toBe(run.credits + run.bundleCredits);
        const bought = await purchasesOf(client);
        expect(bought.length).toBe(run.purchases + 1);
        expect(bought.filter((line) => line.order_id === run.newOrder).length).toBe(1);
      },
    },
    {
      title: 'reload /credits/repeat-order: the order just paid is now the last order',
      run: async ({ client, expect }) => {
        expect(await lastOrderOf(client)).toMatchObject({
          status: 200,
          body: { last_order: { id: run.newOrder }, stored_method: { code: 'visa' } },
        });
      },
    },
    {
      title:
        'log in as new@sim.test, who never bought: no previous order to show or repeat, and nothing is charged',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        const before = await me(client);
        expect(before.paid_user).toBe(false);
        expect(await lastOrderOf(client)).toMatchObject(noPreviousOrder);
        expect(await repeat(client)).toMatchObject(noPreviousOrder);
        expect((await me(client)).credits).toBe(before.credits);
        expect((await purchasesOf(client)).length).toBe(0);
      },
    },
  ],
});
