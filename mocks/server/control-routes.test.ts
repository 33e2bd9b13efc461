import { describe, expect, it } from 'vitest';
import { submitDirectDebit } from '../../generated/hooks/commerce/commerce';
import { loginAs } from '../../tests/utils/simulation';
import { listFaults } from '../control/faults';
import { creditBundles } from '../db/commerce';
import { lastSmsCode } from '../handlers/payments';
import { controlRoute } from './control-routes';

/** `POST /__sim/faults` as Playwright and the scenarios call it (the shape helper scenarios rely on). */
describe('the faults control route', () => {
  it('takes a lost-answer fault, dropped or late', async () => {
    const dropped = { operationId: 'sendMessage', loseAnswer: 'drop', once: true };
    expect(await controlRoute('POST', '/__sim/faults', dropped)).toMatchObject({ status: 200 });
    const late = { operationId: 'createOrder', loseAnswer: 'late', delayMs: 30_000 };
    expect(await controlRoute('POST', '/__sim/faults', late)).toMatchObject({ status: 200 });
    expect(listFaults()).toEqual([dropped, late]);
  });

  it('refuses a lost answer of another kind, or mixed with a fault that fires before the rules', async () => {
    for (const fault of [
      { operationId: 'sendMessage', loseAnswer: 'sometimes' },
      { operationId: 'sendMessage', loseAnswer: 'drop', status: 500 },
      { operationId: 'sendMessage', loseAnswer: 'late', drop: true },
      { operationId: 'sendMessage', loseAnswer: 'drop', malformed: true },
    ]) {
      expect(await controlRoute('POST', '/__sim/faults', fault)).toMatchObject({
        status: 400,
        body: { error: { code: 'validation', message: 'not a fault: loseAnswer' } },
      });
    }
    expect(listFaults()).toEqual([]);
  });

  it('lists the contract violations and empties the list', async () => {
    expect(await controlRoute('GET', '/__sim/contract-violations', undefined)).toEqual({
      status: 200,
      body: { violations: [] },
    });
  });
});

/** `GET /__sim/sms`: SMS are never sent, so testers and journeys read the direct-debit codes here. */
describe('the SMS control route', () => {
  it('lists each mandate’s last code, to whom it went and whether it was used', async () => {
    expect(await controlRoute('GET', '/__sim/sms', undefined)).toEqual({ status: 200, body: { sms: [] } });
    await loginAs('free');
    const bundle = creditBundles.findFirst((q) => q.where({ country: 'NL', credits: 60 }));
    const { mandate_id, expires_at } = await submitDirectDebit({
      account_holder: 'J. de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Keizersgracht',
      house_number: '12A',
      postal_code: '1015 CJ',
      city: 'Amsterdam',
      mobile_number: '+31612345678',
      bundle_id: bundle?.id ?? 0,
      country: 'NL',
    });
    expect(await controlRoute('GET', '/__sim/sms', undefined)).toEqual({
      status: 200,
      body: {
        sms: [
          {
            mandate_id,
            to: '+31612345678',
            code: lastSmsCode(mandate_id),
            expires_at,
            wrong_codes: 0,
            confirmed: false,
          },
        ],
      },
    });
  });
});
