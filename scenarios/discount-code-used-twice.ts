import { providerConfirmSeconds } from '../mocks/handlers/timings';
import { discountedTotal } from '../src/domain/pricing';
import type { ApiClient } from './api-client';
import {
  applyCode,
  bundleOf,
  creditsOf,
  discountCodeOf,
  orderPackage,
  paymentOf,
  placedOrder,
  transactionsOf,
} from './money-calls';
import { defineScenario } from './scenario';

/** 10 % off, once per member. */
const code = 'SPRING10';
const country = 'GB';
const packageCredits = 60;

/** Spec §5, word for word. */
const alreadyUsed = { status: 409, body: { error: { code: 'code_used', message: 'Code already used' } } };

const packageOf = (client: ApiClient) => bundleOf(client, country, packageCredits);

/** Typing the code in "Discount code" and pressing Apply. */
const apply = async (client: ApiClient) => applyCode(client, code, (await packageOf(client)).id);

/** Pressing Pay with PayPal and the code applied. */
const pay = (client: ApiClient) =>
  orderPackage(
    client,
    packageCredits,
    { payment_method: 'paypal', discount_code: code, country },
    'order-spring10',
  );

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, orderId: '', total: 0 };

export default defineScenario({
  name: 'discount-code-used-twice',
  area: 'money',
  rules: ['discount-code-unused'],
  description: `A discount code can be used once: the second time it says "Code already used". Log in as free@sim.test; open Credits, choose the ${String(packageCredits)}-credit package, type ${code} in "Discount code" and press Apply: "${code} applied: 10% off", the total drops by 10 %. Choose PayPal and press Pay; on the provider's page press "Pay" (or wait ${String(providerConfirmSeconds)} s): the payment is received at the discounted price. Back on Credits, type ${code} again and press Apply: the field says "Code already used", and paying with it is refused the same way.`,
  steps: [
    {
      title: `log in as free@sim.test; apply ${code} to the ${String(packageCredits)}-credit package: accepted, 10 % off`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        run.credits = await creditsOf(client);
        const bundle = await packageOf(client);
        const answer = await apply(client);
        expect(answer).toMatchObject({
          status: 200,
          body: { discount_code: { code, validity: 'once-per-user', status: 'active', expired: false } },
        });
        if (answer.body === undefined || !('discount_code' in answer.body)) throw new Error('no code');
        const percentage = answer.body.discount_code.value_percentage;
        expect(answer.body.discounted_price).toEqual({
          amount: discountedTotal(bundle.price.amount, percentage),
          currency: bundle.price.currency,
        });
      },
    },
    {
      title: `press Pay with PayPal and ${code}: the order carries the discount and waits for PayPal`,
      run: async ({ client, expect }) => {
        const bundle = await packageOf(client);
        const answer = await pay(client);
        expect(answer).toMatchObject({
          status: 201,
          body: {
            order: { credits: packageCredits, price: bundle.price, discount: { code } },
            payment: { state: 'pending' },
          },
        });
        const body = placedOrder(answer);
        run.orderId = body.order.id;
        run.total = body.order.total.amount;
        expect(run.total < bundle.price.amount).toBe(true);
      },
    },
    {
      title: `the provider confirms (press "Pay", or wait ${String(providerConfirmSeconds)} s): completed at the discounted price, the credits added`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: packageCredits } },
        });
        expect(await creditsOf(client)).toBe(run.credits + packageCredits);
        const line = (await transactionsOf(client)).find((entry) => entry.order_id === run.orderId);
        expect(line).toMatchObject({ kind: 'purchase', amount: { amount: run.total } });
      },
    },
    {
      title: `apply ${code} again: "Code already used"; the code now shows as used`,
      run: async ({ client, expect }) => {
        expect(await apply(client)).toMatchObject(alreadyUsed);
        expect(await discountCodeOf(client, { code })).toMatchObject({
          status: 200,
          body: { discount_code: { code, status: 'used' } },
        });
      },
    },
    {
      title: `press Pay with ${code} anyway: "Code already used", no second order, nothing charged`,
      run: async ({ client, expect }) => {
        expect(await pay(client)).toMatchObject(alreadyUsed);
        expect(await creditsOf(client)).toBe(run.credits + packageCredits);
      },
    },
  ],
});
