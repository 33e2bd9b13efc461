import { providerConfirmSeconds } from '../mocks/handlers/timings';
import { timeBonusCode } from '../src/domain/time-bonus';
import { bundlesIn, discountCodeOf, me, paymentOf, placeOrder, placedOrder } from './money-calls';
import { defineScenario } from './scenario';

const country = 'GB';

const run = { orderId: '' };

export default defineScenario({
  name: 'time-bonus-ends-with-first-purchase',
  area: 'money',
  rules: ['time-bonus-ends-when-paid', 'premium-no-time-bonus'],
  description: `A member who pays is premium and loses the time bonus at once, hours before it would end. Log in as new@sim.test (signed up an hour ago): the countdown shows ${timeBonusCode}. Open Credits, buy the smallest package with PayPal using the time bonus; on the provider's page press "Pay" (or wait ${String(providerConfirmSeconds)} s). The result page says the payment was received; the countdown is gone, and Credits shows no time bonus and no welcome discount.`,
  steps: [
    {
      title: `log in as new@sim.test: not paid, the time bonus ${timeBonusCode} is the active code`,
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        expect((await me(client)).paid_user).toBe(false);
        expect(await discountCodeOf(client)).toMatchObject({
          status: 200,
          body: { discount_code: { code: timeBonusCode } },
        });
      },
    },
    {
      title: `open Credits and buy the smallest package with PayPal and ${timeBonusCode}; press "Pay" at the provider (or wait ${String(providerConfirmSeconds)} s)`,
      run: async ({ client, advanceClock, expect }) => {
        const [smallest] = await bundlesIn(client, country);
        if (smallest === undefined) throw new Error(`no package in ${country}`);
        const answer = await placeOrder(
          client,
          { bundle_id: smallest.id, payment_method: 'paypal', country, discount_code: timeBonusCode },
          'order-time-bonus',
        );
        expect(answer).toMatchObject({ status: 201 });
        run.orderId = placedOrder(answer).order.id;
        await advanceClock(providerConfirmSeconds);
        expect(await paymentOf(client, run.orderId)).toMatchObject({
          body: { payment: { state: 'completed' } },
        });
      },
    },
    {
      title: 'new is premium: no countdown any more, and Credits shows no time bonus and no welcome discount',
      run: async ({ client, expect }) => {
        expect((await me(client)).paid_user).toBe(true);
        expect(await discountCodeOf(client)).toMatchObject({ status: 200, body: { discount_code: null } });
        expect(await discountCodeOf(client, { welcome: true })).toMatchObject({
          status: 200,
          body: { discount_code: null },
        });
      },
    },
  ],
});
