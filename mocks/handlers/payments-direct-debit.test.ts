import { describe, expect, it } from 'vitest';
import {
  getDirectDebitForm,
  getTransactions,
  resendDirectDebitSms,
  submitDirectDebit,
  verifyDirectDebitSms,
} from '../../generated/hooks/commerce/commerce';
import type { DirectDebitRequest } from '../../generated/model';
import { clock } from '../../src/lib/clock';
import { creditBundles, directDebitMandates, discountUses, orders } from '../db/commerce';
import { members } from '../db/members';
import { loginAs, persona } from '../../tests/utils/simulation';
import { lastSmsCode } from './payments';

// premium's earlier purchase from the seed
const seededOrderId = 'ord_seed000001';

const bundleId = (country: string, credits: number) => {
  const found = creditBundles.findFirst((q) => q.where({ country, credits }));
  if (found === undefined) throw new Error(`no ${credits}-credit bundle in ${country}`);
  return found.id;
};

const form = (changes: Partial<DirectDebitRequest> = {}): DirectDebitRequest => ({
  account_holder: 'J. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Keizersgracht',
  house_number: '12A',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile_number: '+31612345678',
  bundle_id: bundleId('NL', 60),
  country: 'NL',
  ...changes,
});

const codeOf = (mandateId: string): string => {
  const code = lastSmsCode(mandateId);
  if (code === undefined) throw new Error(`no SMS for ${mandateId}`);
  return code;
};

const wrongCode = (mandateId: string) => (codeOf(mandateId) === '000000' ? '111111' : '000000');

describe('direct debit form (spec §2, §3, §8)', () => {
  it('answers the bundle and an empty form before the first mandate, then the last one masked', async () => {
    await loginAs('free');
    await expect(getDirectDebitForm({ bundle_id: bundleId('NL', 60) })).resolves.toMatchObject({
      form: {},
      bundle: { id: bundleId('NL', 60), credits: 60, price: { amount: 24.95, currency: 'EUR' } },
    });
    await submitDirectDebit(form());
    const { form: prefill } = await getDirectDebitForm({ bundle_id: bundleId('NL', 20) });
    expect(prefill).toEqual({
      account_holder: 'J. de Vries',
      iban_masked: 'NL** **** **** ** 4300',
      street: 'Keizersgracht',
      house_number: '12A',
      postal_code: '1015 CJ',
      city: 'Amsterdam',
      mobile_masked: '+31 6 ****5678',
    });
  });

  it('refuses members blocked for direct debit, unknown bundles and bundles SEPA does not cover', async () => {
    await loginAs('blocked');
    await expect(getDirectDebitForm({ bundle_id: bundleId('NL', 60) })).rejects.toMatchObject({
      status: 403,
      code: 'direct_debit_blocked',
    });
    await loginAs('free');
    await expect(getDirectDebitForm({ bundle_id: 999_999 })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    await expect(getDirectDebitForm({ bundle_id: bundleId('GB', 60) })).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unavailable',
    });
    await creditBundles.update((q) => q.where({ id: bundleId('NL', 400) }), {
      data: (b) => void (b.amount = 100.5),
    });
    await expect(getDirectDebitForm({ bundle_id: bundleId('NL', 400) })).rejects.toMatchObject({
      code: 'payment_method_unavailable',
    });
  });
});

describe('direct debit mandate and SMS code (spec §2, §5, §8)', () => {
  it('stores a mandate and sends a 6-digit code valid for 10 minutes', async () => {
    await loginAs('free');
    clock.freeze(clock.now());
    const sent = await submitDirectDebit(form());
    expect(sent.mandate_id).toMatch(/^mdt_[A-Za-z0-9]{6,32}$/);
    expect(sent).toEqual({
      mandate_id: sent.mandate_id,
      sms_sent_to: '+31 6 ****5678',
      code_length: 6,
      expires_at: new Date(clock.nowMs() + 10 * 60 * 1000).toISOString(),
    });
    expect(codeOf(sent.mandate_id)).toMatch(/^\d{6}$/);
    expect(directDebitMandates.findFirst((q) => q.where({ id: sent.mandate_id }))).toMatchObject({
      memberId: persona('free').id,
      bundleId: bundleId('NL', 60),
      verifiedAt: null,
    });
  });

  it.each([
    [{ iban: 'NL92ABNA0417164300' }, { iban: 'invalid' }],
    // A valid IBAN outside SEPA: the app's check (src/domain, ibantools) refuses it as well.
    [{ iban: 'BR1800360305000010009795493C1' }, { iban: 'invalid' }],
    [{ mobile_number: '+0612345678' }, { mobile_number: 'invalid' }],
    [{ house_number: '   ' }, { house_number: 'required' }],
    [{ account_holder: '   ' }, { account_holder: 'required' }],
    [{ city: ' ' }, { city: 'required' }],
    [{ country: 'JP' }, { country: 'not_allowed' }],
    [{ bundle_id: 999_999 }, { bundle_id: 'invalid' }],
  ] as const)('refuses %o with the field codes %o', async (change, fields) => {
    await loginAs('free');
    await expect(submitDirectDebit(form(change))).rejects.toMatchObject({
      status: 400,
      code: 'validation',
      fields,
    });
    expect(directDebitMandates.all()).toHaveLength(0);
  });

  it('refuses a country without SEPA, and blocked members', async () => {
    await loginAs('free');
    await expect(
      submitDirectDebit(form({ country: 'GB', bundle_id: bundleId('GB', 60) })),
    ).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unavailable',
    });
    await loginAs('blocked');
    await expect(submitDirectDebit(form())).rejects.toMatchObject({
      status: 403,
      code: 'direct_debit_blocked',
    });
  });

  it('confirms with the right code: the order is paid and the credits added at once', async () => {
    await loginAs('free');
    const { mandate_id } = await submitDirectDebit(form());
    const confirmed = await verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) });
    expect(confirmed).toMatchObject({
      order: { credits: 60, total: { amount: 24.95 }, payment_method: 'sepa_direct_debit' },
      payment: { state: 'completed', method: 'sepa_direct_debit', credits_added: 60 },
    });
    expect(persona('free')).toMatchObject({ credits: 60, paidUser: true });
    await expect(getTransactions()).resolves.toMatchObject({
      transactions: [{ kind: 'purchase', payment_method: 'sepa_direct_debit', order_id: confirmed.order.id }],
    });
    const again = await verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) });
    expect(again.order.id).toBe(confirmed.order.id);
    expect(orders.all().filter((o) => o.id !== seededOrderId)).toHaveLength(1);
    expect(persona('free').credits).toBe(60);
  });

  it('refuses a wrong or expired code, and voids the mandate after 5 wrong codes', async () => {
    await loginAs('free');
    const { mandate_id } = await submitDirectDebit(form());
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await expect(
        verifyDirectDebitSms({ mandate_id, sms_code: wrongCode(mandate_id) }),
      ).rejects.toMatchObject({
        status: 400,
        code: 'sms_code_invalid',
      });
    }
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: wrongCode(mandate_id) })).rejects.toMatchObject(
      {
        code: 'sms_code_invalid',
      },
    );
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    const second = await submitDirectDebit(form());
    clock.advance(10 * 60);
    await expect(
      verifyDirectDebitSms({ mandate_id: second.mandate_id, sms_code: codeOf(second.mandate_id) }),
    ).rejects.toMatchObject({ code: 'sms_code_invalid' });
    expect(persona('free').credits).toBe(0);
  });

  it('sends a new code that replaces the old one, at most 3 times and 60 s apart', async () => {
    await loginAs('free');
    clock.freeze(clock.now());
    const { mandate_id } = await submitDirectDebit(form());
    const firstCode = codeOf(mandate_id);
    await expect(resendDirectDebitSms({ mandate_id })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      details: { retryAfter: 60 },
    });
    clock.advance(9 * 60 + 30);
    const resent = await resendDirectDebitSms({ mandate_id });
    expect(resent).toEqual({
      sms_sent_to: '+31 6 ****5678',
      expires_at: new Date(clock.nowMs() + 10 * 60 * 1000).toISOString(),
    });
    expect(codeOf(mandate_id)).not.toBe(firstCode);
    clock.advance(60);
    await resendDirectDebitSms({ mandate_id });
    clock.advance(60);
    await resendDirectDebitSms({ mandate_id });
    clock.advance(60);
    await expect(resendDirectDebitSms({ mandate_id })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: firstCode })).rejects.toMatchObject({
      code: 'sms_code_invalid',
    });
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) })).resolves.toMatchObject({
      payment: { state: 'completed' },
    });
    await expect(resendDirectDebitSms({ mandate_id })).rejects.toMatchObject({ status: 404 });
  });

  it('hides another member’s mandate', async () => {
    await loginAs('free');
    const { mandate_id } = await submitDirectDebit(form());
    await loginAs('premium');
    await expect(resendDirectDebitSms({ mandate_id })).rejects.toMatchObject({ status: 404 });
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('refuses to confirm when the account was blocked meanwhile', async () => {
    await loginAs('free');
    const { mandate_id } = await submitDirectDebit(form());
    await members.update((q) => q.where({ id: persona('free').id }), {
      data: (m) => void (m.email = 'blocked-free@sim.test'),
    });
    await expect(verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) })).rejects.toMatchObject({
      status: 403,
      code: 'direct_debit_blocked',
    });
  });

  it('allows 3 mandates in 24 hours, then answers direct_debit_limit until the first is a day old', async () => {
    await loginAs('free');
    await submitDirectDebit(form());
    clock.advance(3600);
    await submitDirectDebit(form());
    await submitDirectDebit(form());
    await expect(submitDirectDebit(form())).rejects.toMatchObject({
      status: 429,
      code: 'direct_debit_limit',
      details: { retryAfter: 23 * 3600 },
    });
    clock.advance(23 * 3600);
    await expect(submitDirectDebit(form())).resolves.toMatchObject({ code_length: 6 });
  });

  it('answers a repeated Idempotency-Key with the first mandate, sending no second SMS', async () => {
    await loginAs('free');
    const key = { headers: { 'Idempotency-Key': 'mandate-key-000000001' } };
    const first = await submitDirectDebit(form(), key);
    const code = codeOf(first.mandate_id);
    const again = await submitDirectDebit(form(), key);
    expect(again.mandate_id).toBe(first.mandate_id);
    expect(directDebitMandates.all()).toHaveLength(1);
    expect(codeOf(first.mandate_id)).toBe(code);
  });

  it('applies a discount code, redeemed when the mandate is confirmed', async () => {
    await loginAs('new');
    await expect(submitDirectDebit(form({ discount_code: 'NOPE' }))).rejects.toMatchObject({
      status: 404,
      code: 'code_not_found',
    });
    await expect(submitDirectDebit(form({ discount_code: 'OLD5' }))).rejects.toMatchObject({
      status: 409,
      code: 'code_expired',
    });
    await expect(
      submitDirectDebit(form({ discount_code: 'BIG20', bundle_id: bundleId('NL', 150) })),
    ).rejects.toMatchObject({ status: 400, code: 'payment_method_unavailable' });
    const { mandate_id } = await submitDirectDebit(form({ discount_code: 'TIMEBONUS25' }));
    expect(discountUses.findMany((q) => q.where({ memberId: persona('new').id }))).toEqual([]);
    const { order } = await verifyDirectDebitSms({ mandate_id, sms_code: codeOf(mandate_id) });
    expect(order).toMatchObject({ discount: { code: 'TIMEBONUS25' }, total: { amount: 18.71 } });
    expect(discountUses.findMany((q) => q.where({ memberId: persona('new').id }))).toEqual([
      expect.objectContaining({ code: 'TIMEBONUS25' }),
    ]);
  });
});
