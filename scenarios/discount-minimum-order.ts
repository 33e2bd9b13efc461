import { discountedTotal } from '../src/domain/pricing';
import type { ApiClient } from './api-client';
import { applyCode, bundleOf, lastOrderOf, orderPackage } from './money-calls';
import { defineScenario } from './scenario';

/** The Netherlands' code: 20 % off orders from a minimum value, iDEAL or credit card only. */
const code = 'BIG20';
const country = 'NL';
const smallCredits = 20;
const largeCredits = 150;

const belowMinimum = {
  status: 409,
  body: { error: { code: 'code_minimum_order', message: "Order value below the code's minimum" } },
};

const packageOf = (client: ApiClient, packageCredits: number) => bundleOf(client, country, packageCredits);

/** Typing the code in "Discount code" with a package chosen and pressing Apply. */
const apply = async (client: ApiClient, packageCredits: number) =>
  applyCode(client, code, (await packageOf(client, packageCredits)).id);

/** Pressing Pay with iDEAL and the code. */
const pay = (client: ApiClient, packageCredits: number) =>
  orderPackage(
    client,
    packageCredits,
    { payment_method: 'ideal', discount_code: code, country },
    `order-big20-${String(packageCredits)}`,
  );

/** The discounted price the large package was offered at, for the order step. */
const run = { discounted: 0 };

export default defineScenario({
  name: 'discount-minimum-order',
  area: 'money',
  rules: ['discount-code-minimum-order'],
  description: `A discount code with a minimum order value applies only to packages above it. Log in as free@sim.test; open Credits and set "Prices for" to the Netherlands. Choose the ${String(smallCredits)}-credit package, type ${code} in "Discount code" and press Apply: the field says the order is below the code's minimum, and Pay with the code is refused the same way. Choose the ${String(largeCredits)}-credit package (above the minimum) and press Apply: "${code} applied: 20% off" with the discounted total; choose iDEAL and press Pay: the order is placed at that total.`,
  steps: [
    {
      title: `log in as free@sim.test; in the Netherlands, apply ${code} to the ${String(smallCredits)}-credit package: below the code's minimum order`,
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await apply(client, smallCredits)).toMatchObject(belowMinimum);
      },
    },
    {
      title: `press Pay with iDEAL and ${code} on the ${String(smallCredits)}-credit package anyway: refused the same way, nothing ordered`,
      run: async ({ client, expect }) => {
        expect(await pay(client, smallCredits)).toMatchObject(belowMinimum);
        expect(await lastOrderOf(client)).toMatchObject({ status: 404 });
      },
    },
    {
      title: `apply ${code} to the ${String(largeCredits)}-credit package: accepted, with the discounted price; the minimum lies between the two packages' prices`,
      run: async ({ client, expect }) => {
        const small = await packageOf(client, smallCredits);
        const large = await packageOf(client, largeCredits);
        const answer = await apply(client, largeCredits);
        expect(answer).toMatchObject({
          status: 200,
          body: { discount_code: { code, country, status: 'active' } },
        });
        if (answer.body === undefined || !('discount_code' in answer.body)) throw new Error('no code');
        const { minimum_order_value: minimum, value_percentage: percentage } = answer.body.discount_code;
        if (minimum === null) throw new Error(`${code} has no minimum order value`);
        expect(small.price.amount < minimum && minimum <= large.price.amount).toBe(true);
        run.discounted = discountedTotal(large.price.amount, percentage);
        expect(answer.body.discounted_price).toEqual({
          amount: run.discounted,
          currency: large.price.currency,
        });
      },
    },
    {
      title: `press Pay with iDEAL and ${code} on the ${String(largeCredits)}-credit package: the order is placed at the discounted total`,
      run: async ({ client, expect }) => {
        const large = await packageOf(client, largeCredits);
        expect(await pay(client, largeCredits)).toMatchObject({
          status: 201,
          body: {
            order: {
              credits: largeCredits,
              price: large.price,
              discount: { code },
              total: { amount: run.discounted },
            },
            payment: { state: 'pending', method: 'ideal' },
          },
        });
      },
    },
  ],
});
