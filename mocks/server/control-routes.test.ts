import { describe, expect, it } from 'vitest';
import { listFaults } from '../control/faults';
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
