import type { ApiClient } from './api-client';
import { bundlesIn, me, methodFor, orderOf, placeOrder, placedOrder, transactionsOf } from './money-calls';
import { defineScenario } from './scenario';

const country = 'NL';
const day = 24 * 3600;
/** The transfer is due this long after the order (the result page's "Transfer by"). */
const dueDays = 7;

/** The smallest NL package a wire transfer may pay (wire transfers have a minimum amount). */
const packageOf = async (client: ApiClient) => {
  for (const bundle of await bundlesIn(client, country)) {
    const wire = await methodFor(client, country, bundle.id, 'wire_transfer');
    if (wire?.available === true) return bundle;
  }
  throw new Error(`no package in ${country} can be paid by wire transfer`);
};

/** What the steps after the first need; every run starts from a reset simulation. */
const run = {
  credits: 0,
  packageCredits: 0,
  orderId: '',
  transfer: undefined as Record<string, unknown> | undefined,
};

export default defineScenario({
  name: 'wire-transfer-shows-reference',
  area: 'money',
  rules: ['payment-states', 'payment-methods'],
  description: `A wire transfer shows the bank details and the order as reference, and pays once the transfer arrives. Log in as free@sim.test; open Credits, choose the Netherlands as the country you pay from, the smallest package a wire transfer allows, and "Wire transfer", press Pay. There is no provider page: the result page says "Transfer the amount to complete your order" with the beneficiary, IBAN, BIC, the amount, the reference (the order number) and "Transfer by" ${String(dueDays)} days from now. Reload the page: the same instructions show again while the transfer has not arrived, and the balance is unchanged. The simulation receives the transfer a day later (move the clock a day in the cockpit): the page shows "Payment received" and the credits are added.`,
  steps: [
    {
      title:
        'log in as free@sim.test; in the Netherlands, buy a package by wire transfer: no redirect, transfer instructions with the order as reference, due in 7 days',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.credits = (await me(client)).credits;
        const bundle = await packageOf(client);
        run.packageCredits = bundle.credits;
        const answer = await placeOrder(
          client,
          { bundle_id: bundle.id, payment_method: 'wire_transfer', country },
          'order-wire',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: {
            redirect_url: null,
            order: { bundle_id: bundle.id, total: bundle.price, payment_method: 'wire_transfer' },
            payment: { state: 'pending', method: 'wire_transfer', credits_added: 0 },
          },
        });
        const body = placedOrder(answer);
        const transfer = body.wire_transfer;
        if (transfer === undefined) throw new Error('the order has no wire transfer instructions');
        expect(transfer).toMatchObject({ reference: body.order.id, amount: body.order.total });
        expect(transfer.due_by).toBe(
          new Date(Date.parse(body.order.created_at) + dueDays * day * 1000).toISOString(),
        );
        expect(transfer.iban.length > 0 && transfer.bic.length > 0 && transfer.beneficiary.length > 0).toBe(
          true,
        );
        run.orderId = body.order.id;
        run.transfer = transfer;
      },
    },
    {
      title:
        'reload the result page (GET the order): still pending, the same instructions with reference and due date; no credits yet',
      run: async ({ client, expect }) => {
        expect(await orderOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: {
            order: { id: run.orderId },
            payment: { state: 'pending', credits_added: 0 },
            wire_transfer: run.transfer,
          },
        });
        expect((await me(client)).credits).toBe(run.credits);
      },
    },
    {
      title: 'an hour later the transfer has not arrived: still pending with the instructions',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(3600);
        expect(await orderOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'pending' }, wire_transfer: { reference: run.orderId } },
        });
        const user = await me(client);
        expect(user.credits).toBe(run.credits);
        expect(user.paid_user).toBe(false);
      },
    },
    {
      title:
        'a day after the order the transfer arrives: completed, no more instructions, the credits added and free is premium',
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(day - 3600);
        const answer = await orderOf(client, run.orderId);
        expect(answer).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: run.packageCredits } },
        });
        expect(answer.body !== undefined && 'wire_transfer' in answer.body).toBe(false);
        const user = await me(client);
        expect(user.credits).toBe(run.credits + run.packageCredits);
        expect(user.paid_user).toBe(true);
        const purchases = (await transactionsOf(client)).filter((line) => line.order_id === run.orderId);
        expect(purchases.length).toBe(1);
        expect(purchases[0]).toMatchObject({ kind: 'purchase', payment_method: 'wire_transfer' });
      },
    },
  ],
});
