import { afterEach, describe, expect, it } from 'vitest';
import {
  createOrder,
  getCreditBundles,
  getOrder,
  getPaymentMethods,
  getPaymentStatus,
  getPremiumTiers,
  getPricing,
  getRepeatOrder,
  getTransaction,
  getTransactions,
  repeatOrder,
  validateDiscountCode,
} from '../../generated/hooks/commerce/commerce';
import { getUser } from '../../generated/hooks/account/account';
import type { CreateOrderBody } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { creditBundles, discountCodes, discountUses, orders, transactions } from '../db/commerce';
import { members } from '../db/members';
import { configureSite } from '../db/site-settings';
import { loginAs, persona } from '../../tests/utils/simulation';
import { setPaymentOutcome } from './payments';

// premium's earlier purchase from the seed
const seededOrderId = 'ord_seed000001';

afterEach(() => {
  setPaymentOutcome('complete');
});

const bundle = (country: string, credits: number) => {
  const found = creditBundles.findFirst((q) => q.where({ country, credits }));
  if (found === undefined) throw new Error(`no ${credits}-credit bundle in ${country}`);
  return found;
};

const order = (changes: Partial<CreateOrderBody> = {}): CreateOrderBody => ({
  bundle_id: bundle('NL', 150).id,
  payment_method: 'ideal',
  country: 'NL',
  return_url: 'https://sim.test/credits/result',
  ...changes,
});

const failure = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);

/** Orders and lets the simulated provider confirm it. */
const buy = async (changes: Partial<CreateOrderBody> = {}) => {
  const result = await createOrder(order(changes));
  clock.advance(5);
  await getPaymentStatus({ id: result.payment.id });
  return result;
};

describe('credit bundles, premium tiers and pricing (spec §2, §3, §9)', () => {
  it('lists the payment country’s bundles smallest first, with price per credit and saving', async () => {
    await loginAs('free');
    const { country, bundles } = await getCreditBundles({ country: 'NL' });
    expect(country).toBe('NL');
    expect(
      bundles.map((b) => [b.credits, b.price.amount, b.price_per_credit.amount, b.discount_percentage]),
    ).toEqual([
      [20, 9.99, 0.5, null],
      [60, 24.95, 0.42, 17],
      [150, 49.95, 0.33, 33],
      [400, 99.95, 0.25, 50],
    ]);
    expect(bundles.every((b) => b.price.currency === 'EUR')).toBe(true);
    expect(bundles.filter((b) => b.popular).map((b) => b.credits)).toEqual([150]);
  });

  it('defaults to the member’s country, then to the country of the last purchase', async () => {
    await loginAs('free');
    await expect(getCreditBundles()).resolves.toMatchObject({
      country: 'GB',
      bundles: [{ price: { currency: 'GBP' } }, {}, {}, {}],
    });
    await buy();
    await expect(getCreditBundles()).resolves.toMatchObject({ country: 'NL' });
  });

  it('refuses a country the site does not sell in', async () => {
    await loginAs('free');
    await expect(getCreditBundles({ country: 'JP' })).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields: { country: 'not_allowed' },
    });
    configureSite({ countries: ['GB'] });
    await expect(getPremiumTiers({ country: 'NL' })).rejects.toMatchObject({
      fields: { country: 'not_allowed' },
    });
  });

  it('offers premium as tiers p0–p3 with p2 popular and a 46 % match chance', async () => {
    await loginAs('free');
    const { tiers } = await getPremiumTiers({ country: 'NL' });
    expect(tiers.map((t) => [t.id, t.bundle_id, t.credits, t.popular])).toEqual([
      ['p0', bundle('NL', 20).id, 20, false],
      ['p1', bundle('NL', 60).id, 60, false],
      ['p2', bundle('NL', 150).id, 150, true],
      ['p3', bundle('NL', 400).id, 400, false],
    ]);
    expect(tiers[0]?.match_chance_increase_percent).toBe(46);
    expect(tiers[0]?.features).toEqual([
      'all_photos',
      'photos_25',
      'unlimited_conversations',
      'premium_features',
      'match_chance',
    ]);
  });

  it('keeps exactly one tier popular even when no bundle is', async () => {
    await loginAs('free');
    await getPremiumTiers({ country: 'NL' });
    await creditBundles.update((q) => q.where({ country: 'NL', popular: true }), {
      data: (b) => void (b.popular = false),
    });
    const { tiers } = await getPremiumTiers({ country: 'NL' });
    expect(tiers.filter((t) => t.popular).map((t) => t.id)).toEqual(['p2']);
  });

  it('shows visitors the GeoIP country’s prices with the site’s credit costs', async () => {
    const pricing = await getPricing();
    expect(pricing).toMatchObject({
      country: 'GB',
      message_credits: 1,
      photo_credits: 2,
      gift_credits: 5,
      minimum_message_cost: { amount: 1.5, currency: 'GBP' },
    });
    expect(pricing.bundles).toHaveLength(4);
    configureSite({ message_credits: 2 });
    await expect(getPricing({ country: 'DE' })).resolves.toMatchObject({
      message_credits: 2,
      minimum_message_cost: { amount: 0.5, currency: 'EUR' },
    });
    await expect(getPricing({ country: 'JP' })).rejects.toMatchObject({ fields: { country: 'not_allowed' } });
  });
});

describe('payment methods (spec §2, §9)', () => {
  it('lists the country’s methods in display order, local ones first', async () => {
    await loginAs('free');
    const nl = await getPaymentMethods({ country: 'NL' });
    expect(nl.methods[0]).toMatchObject({ code: 'ideal', name: 'iDEAL', available: true });
    expect(nl.methods.find((m) => m.code === 'sepa_direct_debit')).toMatchObject({
      min_amount: { amount: 5, currency: 'EUR' },
      max_amount: { amount: 100, currency: 'EUR' },
    });
    const gb = await getPaymentMethods();
    expect(gb.country).toBe('GB');
    expect(gb.methods.map((m) => m.code)).toEqual([
      'credit_card',
      'visa',
      'mastercard',
      'maestro',
      'paypal',
      'apple_pay',
    ]);
  });

  it('marks methods whose amount limits exclude the bundle’s price', async () => {
    await loginAs('free');
    const { country, methods } = await getPaymentMethods({ bundle_id: bundle('NL', 150).id });
    expect(country).toBe('NL');
    const availability = Object.fromEntries(methods.map((m) => [m.code, m.available]));
    expect(availability).toMatchObject({
      ideal: true,
      paysafecard: false,
      sepa_direct_debit: true,
      wire_transfer: true,
    });
    const small = await getPaymentMethods({ bundle_id: bundle('NL', 20).id });
    expect(small.methods.find((m) => m.code === 'wire_transfer')?.available).toBe(false);
    expect(small.methods.find((m) => m.code === 'paysafecard')?.available).toBe(true);
  });

  it('answers 404 for an unknown bundle or one of another country', async () => {
    await loginAs('free');
    await expect(getPaymentMethods({ bundle_id: 999_999 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getPaymentMethods({ country: 'GB', bundle_id: bundle('NL', 20).id })).rejects.toMatchObject({
      status: 404,
    });
    await expect(getPaymentMethods({ country: 'JP' })).rejects.toMatchObject({ status: 400 });
  });

  it('carries the card stored with an earlier card order', async () => {
    await loginAs('free');
    await buy({ payment_method: 'visa' });
    const { methods } = await getPaymentMethods({ country: 'NL' });
    const expiresYear = String((clock.now().getUTCFullYear() + 3) % 100).padStart(2, '0');
    const card = methods.find((m) => m.code === 'visa')?.stored_card;
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(card?.expires).toMatch(new RegExp(`^\\d{2}/${expiresYear}$`));
    expect(methods.find((m) => m.code === 'mastercard')?.stored_card).toBeUndefined();
  });
});

describe('orders and payments (spec §2, §4, §8)', () => {
  it('starts a pending payment that returns to the given page with its order, settled after 5 s', async () => {
    await loginAs('free');
    const result = await createOrder(order());
    expect(result.order).toMatchObject({
      credits: 150,
      price: { amount: 49.95 },
      total: { amount: 49.95 },
      discount: null,
    });
    expect(result.payment).toMatchObject({ state: 'pending', method: 'ideal', credits_added: 0 });
    // Without the HTTP server's provider page (mocks/server/provider-page.ts), straight back.
    expect(result.redirect_url).toBe(`https://sim.test/credits/result?order_id=${result.order.id}`);
    clock.advance(4);
    await expect(getPaymentStatus({ id: result.order.id })).resolves.toMatchObject({
      payment: { state: 'pending' },
    });
    expect(persona('free').credits).toBe(0);
    clock.advance(1);
    await expect(getPaymentStatus({ id: result.payment.id })).resolves.toMatchObject({
      payment: { state: 'completed', credits_added: 150 },
    });
    expect(persona('free')).toMatchObject({ credits: 150, paidUser: true });
    await expect(getUser()).resolves.toMatchObject({ user: { credits: 150, paid_user: true } });
    await expect(getOrder({ id: result.order.id })).resolves.toMatchObject({
      order: { id: result.order.id },
      payment: { state: 'completed' },
    });
    expect(transactions.findMany((q) => q.where({ memberId: persona('free').id }))).toEqual([
      expect.objectContaining({ kind: 'purchase', credits: 150, amount: 49.95, orderId: result.order.id }),
    ]);
  });

  it('settles the payment when the result page reads the order', async () => {
    await loginAs('free');
    const { order: created } = await createOrder(order());
    clock.advance(6);
    await expect(getOrder({ id: created.id })).resolves.toMatchObject({ payment: { state: 'completed' } });
    expect(persona('free').credits).toBe(150);
  });

  it('fails or cancels payments as the scenario chooses, adding no credits', async () => {
    await loginAs('free');
    setPaymentOutcome('fail');
    const failed = await buy();
    await expect(getPaymentStatus({ id: failed.payment.id })).resolves.toMatchObject({
      payment: { state: 'failed', failure_reason: 'declined', credits_added: 0 },
    });
    const { payment } = await getPaymentStatus({ id: failed.payment.id });
    expect(payment.alternatives).toEqual(
      expect.arrayContaining(['credit_card', 'paypal', 'sepa_direct_debit']),
    );
    expect(payment.alternatives).not.toContain('ideal');
    expect(payment.alternatives).not.toContain('paysafecard');
    setPaymentOutcome('cancel');
    const cancelled = await buy();
    await expect(getPaymentStatus({ id: cancelled.order.id })).resolves.toMatchObject({
      payment: { state: 'cancelled', failure_reason: 'cancelled_by_member' },
    });
    expect(persona('free')).toMatchObject({ credits: 0, paidUser: false });
    expect(transactions.findMany((q) => q.where({ memberId: persona('free').id }))).toEqual([]);
  });

  it('applies a chosen outcome only to the methods and amounts it names', async () => {
    await loginAs('free');
    setPaymentOutcome('fail', { methods: ['paypal'] });
    const ideal = await buy();
    const paypal = await buy({ payment_method: 'paypal' });
    await expect(getPaymentStatus({ id: ideal.payment.id })).resolves.toMatchObject({
      payment: { state: 'completed' },
    });
    await expect(getPaymentStatus({ id: paypal.payment.id })).resolves.toMatchObject({
      payment: { state: 'failed' },
    });
    setPaymentOutcome('fail', { minTotal: 50 });
    const cheap = await buy();
    const dear = await buy({ bundle_id: bundle('NL', 400).id });
    await expect(getPaymentStatus({ id: cheap.payment.id })).resolves.toMatchObject({
      payment: { state: 'completed' },
    });
    await expect(getPaymentStatus({ id: dear.payment.id })).resolves.toMatchObject({
      payment: { state: 'failed' },
    });
  });

  it('charges a stored card at once, or fails offering manual card entry or PayPal', async () => {
    await loginAs('free');
    await buy({ payment_method: 'credit_card' });
    const charged = await createOrder(order({ payment_method: 'credit_card', use_stored_card: true }));
    expect(charged).toMatchObject({
      redirect_url: null,
      payment: { state: 'completed', credits_added: 150 },
    });
    expect(persona('free').credits).toBe(300);
    setPaymentOutcome('stored_card_fail');
    const failed = await createOrder(order({ payment_method: 'credit_card', use_stored_card: true }));
    expect(failed).toMatchObject({
      redirect_url: null,
      payment: {
        state: 'failed',
        failure_reason: 'stored_card_failed',
        alternatives: ['credit_card', 'paypal'],
      },
    });
    expect(persona('free').credits).toBe(300);
  });

  it('answers wire-transfer instructions and keeps the payment pending until the money arrives', async () => {
    await loginAs('free');
    const result = await createOrder(order({ payment_method: 'wire_transfer' }));
    expect(result).toMatchObject({
      redirect_url: null,
      payment: { state: 'pending' },
      wire_transfer: {
        beneficiary: 'Sim Media B.V.',
        reference: result.order.id,
        amount: { amount: 49.95, currency: 'EUR' },
        due_by: new Date(Date.parse(result.order.created_at) + 7 * 24 * 3600 * 1000).toISOString(),
      },
    });
    clock.advance(3600);
    await expect(getPaymentStatus({ id: result.payment.id })).resolves.toMatchObject({
      payment: { state: 'pending' },
    });
    clock.advance(23 * 3600);
    await expect(getPaymentStatus({ id: result.payment.id })).resolves.toMatchObject({
      payment: { state: 'completed' },
    });
    setPaymentOutcome('fail');
    const unpaid = await createOrder(order({ payment_method: 'wire_transfer' }));
    clock.advance(7 * 24 * 3600);
    await expect(getPaymentStatus({ id: unpaid.payment.id })).resolves.toMatchObject({
      payment: { state: 'failed', failure_reason: 'expired' },
    });
  });

  it.each([
    ['SEPA (ordered through direct debit)', () => order({ payment_method: 'sepa_direct_debit' })],
    [
      'a method not offered in the country',
      () => order({ payment_method: 'ideal', country: 'GB', bundle_id: bundle('GB', 150).id }),
    ],
    ['a total above the method’s limit', () => order({ payment_method: 'paysafecard' })],
    [
      'a total below the method’s limit',
      () => order({ payment_method: 'wire_transfer', bundle_id: bundle('NL', 20).id }),
    ],
    ['a stored card that does not exist', () => order({ payment_method: 'visa', use_stored_card: true })],
  ] as const)('refuses %s with payment_method_unavailable', async (_, body) => {
    await loginAs('free');
    await expect(createOrder(body())).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unavailable',
    });
    expect(orders.all().filter((o) => o.id !== seededOrderId)).toHaveLength(0);
  });

  it('refuses an unknown bundle, a country not sold in and a return URL off the site', async () => {
    await loginAs('free');
    await expect(createOrder(order({ bundle_id: bundle('GB', 150).id }))).rejects.toMatchObject({
      code: 'validation',
      fields: { bundle_id: 'invalid' },
    });
    await expect(createOrder(order({ country: 'JP' }))).rejects.toMatchObject({
      fields: { country: 'not_allowed' },
    });
    await expect(createOrder(order({ return_url: 'https://evil.example/sim.test' }))).rejects.toMatchObject({
      fields: { return_url: 'not_allowed' },
    });
    const onSubdomain = await createOrder(order({ return_url: 'https://www.sim.test/credits/result' }));
    expect(onSubdomain.redirect_url).toMatch(/^https:\/\/www\.sim\.test\/credits\//);
  });

  it('answers a repeated Idempotency-Key with the first order', async () => {
    await loginAs('free');
    const key = { headers: { 'Idempotency-Key': 'order-key-0000000001' } };
    const first = await createOrder(order(), key);
    const again = await createOrder(order({ payment_method: 'paypal' }), key);
    expect(again.order.id).toBe(first.order.id);
    expect(orders.all().filter((o) => o.id !== seededOrderId)).toHaveLength(1);
  });

  it('shows orders and payments only to their member', async () => {
    await loginAs('free');
    const result = await createOrder(order());
    await loginAs('premium');
    await expect(getOrder({ id: result.order.id })).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(getPaymentStatus({ id: result.payment.id })).rejects.toMatchObject({ status: 404 });
    await expect(getPaymentStatus({ id: 'pay_unknown123' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('discount codes on orders (spec §3, §5, §9)', () => {
  it('takes 25 % off with TIMEBONUS25 during the time bonus and redeems it when paid', async () => {
    await loginAs('new');
    const result = await createOrder(order({ discount_code: 'timebonus25' }));
    expect(result.order).toMatchObject({
      discount: { code: 'TIMEBONUS25', value_percentage: 25, amount: { amount: 12.49 } },
      total: { amount: 37.46 },
    });
    expect(discountUses.findMany((q) => q.where({ memberId: persona('new').id }))).toEqual([]);
    clock.advance(5);
    await getPaymentStatus({ id: result.payment.id });
    expect(discountUses.findMany((q) => q.where({ memberId: persona('new').id }))).toEqual([
      expect.objectContaining({ code: 'TIMEBONUS25' }),
    ]);
    expect(transactions.findFirst((q) => q.where({ orderId: result.order.id }))?.amount).toBe(37.46);
    await expect(failure(createOrder(order({ discount_code: 'TIMEBONUS25' })))).resolves.toMatchObject({
      status: 409,
      code: 'code_used',
    });
  });

  it('refuses TIMEBONUS25 after the 4 hours, and first-purchase codes to members who have bought', async () => {
    await loginAs('new');
    await expect(createOrder(order({ discount_code: 'WELCOME25' }))).resolves.toMatchObject({
      order: { discount: { code: 'WELCOME25' } },
    });
    await loginAs('free');
    await expect(createOrder(order({ discount_code: 'TIMEBONUS25' }))).rejects.toMatchObject({
      status: 409,
      code: 'code_expired',
    });
    await loginAs('new');
    await buy();
    await expect(createOrder(order({ discount_code: 'TIMEBONUS25' }))).rejects.toMatchObject({
      status: 404,
      code: 'code_not_found',
    });
    await expect(createOrder(order({ discount_code: 'WELCOME25' }))).rejects.toMatchObject({
      code: 'code_not_found',
    });
    clock.advance(3 * 3600);
    await expect(createOrder(order({ discount_code: 'TIMEBONUS25' }))).rejects.toMatchObject({
      code: 'code_expired',
    });
  });

  it.each([
    ['an unknown code', 'NOPE', 'free', 404, 'code_not_found'],
    ['a code the member used (once-per-user)', 'SPRING10', 'premium', 409, 'code_used'],
    ['an expired code', 'OLD5', 'free', 409, 'code_expired'],
  ] as const)('refuses %s', async (_, code, who, status, errorCode) => {
    await loginAs(who);
    await expect(createOrder(order({ discount_code: code }))).rejects.toMatchObject({
      status,
      code: errorCode,
    });
  });

  it('refuses a once-only code someone else used, and a code for another member', async () => {
    await loginAs('free');
    await discountCodes.create({
      code: 'ONCE50',
      country: null,
      memberId: null,
      expires: null,
      valuePercentage: 50,
      currency: null,
      minimumOrderValue: null,
      validity: 'once',
      paymentMethods: null,
    });
    await discountCodes.create({
      code: 'JUSTYOU',
      country: null,
      memberId: persona('premium').id,
      expires: null,
      valuePercentage: 15,
      currency: null,
      minimumOrderValue: null,
      validity: 'once-per-user',
      paymentMethods: null,
    });
    await expect(createOrder(order({ discount_code: 'JUSTYOU' }))).rejects.toMatchObject({
      code: 'code_not_found',
    });
    await buy({ discount_code: 'ONCE50' });
    await loginAs('premium');
    await expect(createOrder(order({ discount_code: 'ONCE50' }))).rejects.toMatchObject({
      code: 'code_used',
    });
    await expect(createOrder(order({ discount_code: 'JUSTYOU' }))).resolves.toMatchObject({
      order: { discount: { code: 'JUSTYOU' } },
    });
  });

  it('holds a code to its country, minimum order value and payment methods', async () => {
    await loginAs('free');
    await expect(
      createOrder(
        order({
          discount_code: 'BIG20',
          country: 'GB',
          bundle_id: bundle('GB', 150).id,
          payment_method: 'visa',
        }),
      ),
    ).rejects.toMatchObject({ status: 404, code: 'code_not_found' });
    await expect(
      createOrder(order({ discount_code: 'BIG20', bundle_id: bundle('NL', 60).id })),
    ).rejects.toMatchObject({
      status: 409,
      code: 'code_minimum_order',
    });
    await expect(
      createOrder(order({ discount_code: 'BIG20', payment_method: 'paypal' })),
    ).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unavailable',
    });
    await expect(createOrder(order({ discount_code: 'big20' }))).resolves.toMatchObject({
      order: { total: { amount: 39.96 } },
    });
  });

  it('validates a code without redeeming it, with the discounted price of a bundle', async () => {
    await loginAs('new');
    const answer = await validateDiscountCode({ code: 'TIMEBONUS25', bundle_id: bundle('NL', 150).id });
    expect(answer).toMatchObject({
      discount_code: { code: 'TIMEBONUS25', status: 'active', value_percentage: 25 },
      discounted_price: { amount: 37.46, currency: 'EUR' },
    });
    await expect(validateDiscountCode({ code: 'SPRING10' })).resolves.not.toHaveProperty('discounted_price');
    expect(discountUses.findMany((q) => q.where({ memberId: persona('new').id }))).toEqual([]);
    await expect(failure(validateDiscountCode({ code: 'BIG20' }))).resolves.toMatchObject({
      code: 'code_not_found',
    });
    await expect(
      failure(validateDiscountCode({ code: 'BIG20', bundle_id: bundle('NL', 20).id })),
    ).resolves.toMatchObject({
      status: 409,
      code: 'code_minimum_order',
    });
    await expect(failure(validateDiscountCode({ code: 'OLD5' }))).resolves.toMatchObject({
      code: 'code_expired',
    });
    await expect(failure(validateDiscountCode({ code: 'X', bundle_id: 999_999 }))).resolves.toMatchObject({
      fields: { bundle_id: 'invalid' },
    });
  });
});

describe('repeat order (spec §2, §8)', () => {
  it('answers no_previous_order to a member who never completed an order', async () => {
    await loginAs('free');
    await expect(getRepeatOrder()).rejects.toMatchObject({ status: 404, code: 'no_previous_order' });
    setPaymentOutcome('fail');
    await buy();
    await expect(getRepeatOrder()).rejects.toMatchObject({ code: 'no_previous_order' });
    await expect(repeatOrder({ return_url: 'https://sim.test/credits/repeat-order' })).rejects.toMatchObject({
      code: 'no_previous_order',
    });
  });

  it('repeats the last order on the stored card at once', async () => {
    await loginAs('free');
    const first = await buy({ payment_method: 'credit_card', discount_code: undefined });
    const plan = await getRepeatOrder();
    expect(plan).toMatchObject({
      last_order: { id: first.order.id },
      bundle: { id: bundle('NL', 150).id, price: { amount: 49.95 } },
      stored_method: { code: 'credit_card', available: true, stored_card: { brand: 'visa', last4: '4242' } },
    });
    const repeated = await repeatOrder({ return_url: 'https://sim.test/credits/repeat-order' });
    expect(repeated).toMatchObject({
      redirect_url: null,
      order: { bundle_id: bundle('NL', 150).id, payment_method: 'credit_card' },
      payment: { state: 'completed', credits_added: 150 },
    });
    expect(persona('free').credits).toBe(300);
    setPaymentOutcome('stored_card_fail');
    await expect(repeatOrder({ return_url: 'https://sim.test/credits/repeat-order' })).resolves.toMatchObject(
      {
        payment: {
          state: 'failed',
          failure_reason: 'stored_card_failed',
          alternatives: ['credit_card', 'paypal'],
        },
      },
    );
  });

  it('sends the member to the provider when the method stores no card', async () => {
    await loginAs('free');
    await buy();
    await expect(getRepeatOrder()).resolves.toMatchObject({ stored_method: { code: 'ideal' } });
    const repeated = await repeatOrder({ return_url: 'https://sim.test/credits/repeat-order' });
    expect(repeated.payment.state).toBe('pending');
    expect(repeated.redirect_url).toMatch(/^https:\/\/sim\.test\/credits\/repeat-order\?order_id=ord_/);
  });

  it('offers the bundle nearest in credits when the old one is no longer sold', async () => {
    await loginAs('free');
    // An order keeps no country of its own: with its bundle gone, the profile's country counts.
    await members.update((q) => q.where({ id: persona('free').id }), {
      data: (m) => void (m.country = 'NL'),
    });
    await buy({ bundle_id: bundle('NL', 60).id });
    creditBundles.delete((q) => q.where({ id: bundle('NL', 60).id }));
    await expect(getRepeatOrder()).resolves.toMatchObject({ bundle: { credits: 20 } });
  });

  it('answers no stored method when it is no longer offered, and refuses to repeat it', async () => {
    await loginAs('free');
    await buy();
    creditBundles.deleteMany((q) => q.where({ country: 'NL' }));
    await expect(getRepeatOrder()).resolves.toMatchObject({
      bundle: { credits: 150, price: { currency: 'GBP' } },
      stored_method: null,
    });
    await expect(repeatOrder({ return_url: 'https://sim.test/credits/repeat-order' })).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unavailable',
    });
  });

  it('checks a discount code and the return URL as createOrder does', async () => {
    await loginAs('free');
    await buy();
    await expect(
      repeatOrder({ return_url: 'https://sim.test/r', discount_code: 'NOPE' }),
    ).rejects.toMatchObject({
      code: 'code_not_found',
    });
    await expect(
      repeatOrder({ return_url: 'https://sim.test/r', discount_code: 'OLD5' }),
    ).rejects.toMatchObject({
      code: 'code_expired',
    });
    await expect(repeatOrder({ return_url: 'https://elsewhere.example/r' })).rejects.toMatchObject({
      fields: { return_url: 'not_allowed' },
    });
  });
});

describe('transactions (spec §2)', () => {
  it('lists the member’s transactions newest first, paged', async () => {
    await loginAs('free');
    await expect(getTransactions()).resolves.toEqual({ transactions: [], num_results: 0 });
    const first = await buy({ bundle_id: bundle('NL', 20).id });
    clock.advance(60);
    const second = await buy({ bundle_id: bundle('NL', 60).id, payment_method: 'paypal' });
    const all = await getTransactions();
    expect(all.num_results).toBe(2);
    expect(all.transactions.map((t) => t.order_id)).toEqual([second.order.id, first.order.id]);
    expect(all.transactions[0]).toMatchObject({
      kind: 'purchase',
      description: '60 credits',
      credits: 60,
      amount: { amount: 24.95, currency: 'EUR' },
      payment_method: 'paypal',
      state: 'completed',
    });
    await expect(getTransactions({ page: 2, per_page: 1 })).resolves.toMatchObject({
      transactions: [{ order_id: first.order.id }],
      num_results: 2,
    });
  });

  it('shows one purchase with its order and invoice, other kinds without', async () => {
    await loginAs('free');
    const { order: bought } = await buy();
    const [line] = (await getTransactions()).transactions;
    const detail = await getTransaction({ id: line?.id ?? 0 });
    expect(detail).toMatchObject({
      order: { id: bought.id, credits: 150 },
      invoice: { company_name: 'Sim Media B.V.', vat_number: 'NL123456789B01' },
    });
    expect(detail.invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    await transactions.create({
      id: 9999,
      memberId: persona('free').id,
      kind: 'spend',
      description: 'Gift to Sophie',
      credits: -5,
      amount: null,
      currency: null,
      paymentMethod: null,
      state: 'completed',
      orderId: null,
      createdAt: clock.now().toISOString(),
    });
    await expect(getTransaction({ id: 9999 })).resolves.toMatchObject({
      transaction: { kind: 'spend', credits: -5, amount: null },
      order: null,
      invoice: null,
    });
  });

  it('answers 404 for another member’s or an unknown transaction', async () => {
    await loginAs('premium');
    const { transactions: own } = await getTransactions();
    expect(own).toHaveLength(1);
    await loginAs('free');
    await expect(getTransaction({ id: own[0]?.id ?? 1 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getTransaction({ id: 424242 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('member-only commerce calls', () => {
  it('need a session', async () => {
    await expect(getCreditBundles()).rejects.toMatchObject({ status: 403, code: 'authentication_required' });
    await expect(createOrder(order({ bundle_id: 13 }))).rejects.toMatchObject({ status: 403 });
    await expect(getTransactions()).rejects.toMatchObject({ status: 403 });
  });
});
