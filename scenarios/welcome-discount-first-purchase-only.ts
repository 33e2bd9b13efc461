import { providerConfirmSeconds } from '../mocks/handlers/timings';
import { discountedTotal } from '../src/domain/pricing';
import {
  timeBonusCode,
  timeBonusSeconds,
  welcomeCode,
  welcomeDiscountPercent,
} from '../src/domain/time-bonus';
import type { ApiClient } from './api-client';
import {
  applyCode,
  bundleOf,
  discountCodeOf,
  me,
  paymentOf,
  placeOrder,
  placedOrder,
  transactionsOf,
} from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';
const packageCredits = 60;
/** new@sim.test signed up an hour ago; this much later the time bonus is over. */
const pastTheBonusSeconds = timeBonusSeconds;

const welcome = (client: ApiClient) => discountCodeOf(client, { welcome: true });
const active = (client: ApiClient) => discountCodeOf(client);

/** What the steps after the first need; every run starts from a reset simulation. */
const run = { credits: 0, orderId: '', total: 0 };

export default defineScenario({
  name: 'welcome-discount-first-purchase-only',
  area: 'money',
  rules: ['welcome-discount-first-purchase', 'active-discount-code', 'discount-code-unused'],
  description: `The welcome discount of ${String(welcomeDiscountPercent)}% takes over when the time bonus ends, and applies to the first purchase only. Log in as new@sim.test, who signed up an hour ago and never bought; move the clock ${String(pastTheBonusSeconds / 3600)} hours in the cockpit, past the time bonus. Open Credits: the page shows "Welcome discount: ${String(welcomeDiscountPercent)}% off your first purchase" with its end date and the note that the discount is personal, and the prices struck through. Choose the ${String(packageCredits)}-credit package and PayPal, press Pay; on the provider's page press "Pay" (or wait ${String(providerConfirmSeconds)} s): paid at the discounted price. Open Credits again: no welcome discount any more, full prices, and typing ${welcomeCode} says "Code already used".`,
  steps: [
    {
      title: `log in as new@sim.test and move the clock ${String(pastTheBonusSeconds / 3600)} hours in the cockpit: the time bonus is over, and ${welcomeCode} is both the welcome code and the active code`,
      run: async ({ login, client, advanceClock, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        await advanceClock(pastTheBonusSeconds);
        const user = await me(client);
        expect(user.paid_user).toBe(false);
        run.credits = user.credits;
        const welcomeAnswer = {
          status: 200,
          body: {
            discount_code: {
              code: welcomeCode,
              value_percentage: welcomeDiscountPercent,
              validity: 'once-per-user',
              status: 'active',
              expired: false,
            },
          },
        };
        expect(await welcome(client)).toMatchObject(welcomeAnswer);
        expect(await active(client)).toMatchObject(welcomeAnswer);
        expect(await applyCode(client, timeBonusCode)).toMatchObject({
          status: 409,
          body: { error: { code: 'code_expired' } },
        });
      },
    },
    {
      title: `buy the ${String(packageCredits)}-credit package with PayPal and ${welcomeCode}: ${String(welcomeDiscountPercent)} % off`,
      run: async ({ client, expect }) => {
        const bundle = await bundleOf(client, country, packageCredits);
        const discounted = discountedTotal(bundle.price.amount, welcomeDiscountPercent);
        expect(await applyCode(client, welcomeCode, bundle.id)).toMatchObject({
          status: 200,
          body: { discounted_price: { amount: discounted } },
        });
        const answer = await placeOrder(
          client,
          { bundle_id: bundle.id, payment_method: 'paypal', discount_code: welcomeCode, country },
          'order-welcome',
        );
        expect(answer).toMatchObject({
          status: 201,
          body: {
            order: {
              discount: { code: welcomeCode, value_percentage: welcomeDiscountPercent },
              total: { amount: discounted },
            },
            payment: { state: 'pending' },
          },
        });
        run.orderId = placedOrder(answer).order.id;
        run.total = discounted;
      },
    },
    {
      title: `the provider confirms (press "Pay", or wait ${String(providerConfirmSeconds)} s): paid at the discounted price, new is premium`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.orderId)).toMatchObject({
          status: 200,
          body: { payment: { state: 'completed', credits_added: packageCredits } },
        });
        const user = await me(client);
        expect(user.paid_user).toBe(true);
        expect(user.credits).toBe(run.credits + packageCredits);
        const lines = await transactionsOf(client);
        expect(lines.find((line) => line.order_id === run.orderId)).toMatchObject({
          kind: 'purchase',
          amount: { amount: run.total },
        });
      },
    },
    {
      title: `open Credits again: no welcome code and no active code; ${welcomeCode} typed in is "Code already used"`,
      run: async ({ client, expect }) => {
        expect(await welcome(client)).toMatchObject({ status: 200, body: { discount_code: null } });
        expect(await active(client)).toMatchObject({ status: 200, body: { discount_code: null } });
        expect(await applyCode(client, welcomeCode)).toMatchObject({
          status: 409,
          body: { error: { code: 'code_used', message: 'Code already used' } },
        });
      },
    },
  ],
});
