import { afterEach, describe, expect, it } from 'vitest';
import { createOrder, getOrder, getPaymentStatus } from '../../generated/hooks/commerce/commerce';
import { clock } from '../../src/lib/clock';
import { loginAs, persona } from '../../tests/utils/simulation';
import { serveProviderPages } from '../control/payment-provider';
import { creditBundles } from '../db/commerce';
import { providerPage } from './provider-page';

const nlBundle = () => {
  const found = creditBundles.findFirst((q) => q.where({ country: 'NL', credits: 150 }));
  if (found === undefined) throw new Error('no NL bundle');
  return found;
};

/** An iDEAL order as the credits page places it, with the provider's page served (HTTP server). */
const orderAtProvider = async () => {
  serveProviderPages(true);
  await loginAs('free');
  const result = await createOrder(
    {
      bundle_id: nlBundle().id,
      payment_method: 'ideal',
      country: 'NL',
      return_url: `https://sim.test/credits/${String(nlBundle().id)}/ideal`,
    },
    { headers: { 'Idempotency-Key': crypto.randomUUID() } },
  );
  const path = new URL(result.redirect_url ?? '').pathname;
  return { result, path };
};

afterEach(() => {
  serveProviderPages(false);
});

describe('the simulated provider’s page (issue 17 item 3)', () => {
  it('is where a redirect payment leads on the HTTP server, and says what is paid', async () => {
    const { result, path } = await orderAtProvider();
    expect(result.redirect_url).toBe(`https://sim.test/__sim/provider/${result.payment.id}`);
    const page = await providerPage('GET', path, '');
    expect(page.status).toBe(200);
    expect(page.body).toContain('iDEAL');
    expect(page.body).toContain('€49.95');
    for (const outcome of ['pay', 'fail', 'cancel', 'pending'])
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
  });

  it('pays at once and sends the member back to the result page with the order', async () => {
    const { result, path } = await orderAtProvider();
    await providerPage('GET', path, '');
    const answer = await providerPage('POST', path, 'outcome=pay');
    expect(answer).toMatchObject({
      status: 303,
      headers: {
        location: `https://sim.test/credits/${String(nlBundle().id)}/ideal?order_id=${result.order.id}`,
      },
    });
    expect(await getPaymentStatus({ id: result.order.id })).toMatchObject({
      payment: { state: 'completed', credits_added: 150 },
    });
    expect(persona('free')).toMatchObject({ credits: 150, paidUser: true });
  });

  it.each([
    ['fail', 'failed', 'declined'],
    ['cancel', 'cancelled', 'cancelled_by_member'],
  ])('%s ends the payment %s', async (outcome, state, reason) => {
    const { result, path } = await orderAtProvider();
    await providerPage('GET', path, '');
    await providerPage('POST', path, `outcome=${outcome}`);
    expect(await getPaymentStatus({ id: result.payment.id })).toMatchObject({
      payment: { state, failure_reason: reason, credits_added: 0 },
    });
  });

  it('leaves the payment pending while the member is at the provider, however long, until a choice', async () => {
    const { result, path } = await orderAtProvider();
    await providerPage('GET', path, '');
    await providerPage('POST', path, 'outcome=pending');
    clock.advance(3600);
    expect(await getOrder({ id: result.order.id })).toMatchObject({ payment: { state: 'pending' } });
    await providerPage('POST', path, 'outcome=pay');
    expect(await getOrder({ id: result.order.id })).toMatchObject({ payment: { state: 'completed' } });
  });

  it('never settles a payment twice: a second choice after the first changes nothing', async () => {
    const { result, path } = await orderAtProvider();
    await providerPage('POST', path, 'outcome=pay');
    await providerPage('POST', path, 'outcome=pay');
    await providerPage('POST', path, 'outcome=fail');
    expect(persona('free').credits).toBe(150);
    expect(await getPaymentStatus({ id: result.order.id })).toMatchObject({
      payment: { state: 'completed' },
    });
  });

  it('answers an unknown payment or outcome without settling anything', async () => {
    const { result, path } = await orderAtProvider();
    expect((await providerPage('GET', '/__sim/provider/pay_unknown000', '')).status).toBe(404);
    expect((await providerPage('POST', path, 'outcome=<script>')).status).toBe(400);
    expect(await getPaymentStatus({ id: result.order.id })).toMatchObject({ payment: { state: 'pending' } });
  });
});
