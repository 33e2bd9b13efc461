import { describe, expect, it } from 'vitest';
import {
  codeAllowsMethod,
  discountCodeProblem,
  isSettledPaymentState,
  normalizeDiscountCode,
  priceWithDiscount,
} from './checkout';

describe('discount codes as typed', () => {
  it('are sent without spaces and in capitals', () => {
    expect(normalizeDiscountCode('  spring10 ')).toBe('SPRING10');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['A'.repeat(33), 'too_long'],
    ['<script>', 'characters'],
    ['SPRING 10', 'characters'],
    ['🎁', 'characters'],
    ["' OR 1=1 --", 'characters'],
  ])('%j cannot be a code (%s)', (typed, problem) => {
    expect(discountCodeProblem(typed)).toBe(problem);
  });

  it.each(['TIMEBONUS25', ' welcome25 ', 'a_b-c', 'A'.repeat(32)])('%j can be', (typed) => {
    expect(discountCodeProblem(typed)).toBeUndefined();
  });
});

describe('a price with a discount', () => {
  it('is rounded to cents, and says what was saved', () => {
    expect(priceWithDiscount(49.95, { code: 'TIMEBONUS25', percentage: 25 })).toEqual({
      total: 37.46,
      saved: 12.49,
    });
  });

  it('is the price without one', () => {
    expect(priceWithDiscount(8.99, undefined)).toEqual({ total: 8.99, saved: 0 });
  });
});

describe('a code limited to some methods', () => {
  it('allows only those', () => {
    expect(codeAllowsMethod(['ideal', 'credit_card'], 'ideal')).toBe(true);
    expect(codeAllowsMethod(['ideal', 'credit_card'], 'paypal')).toBe(false);
    expect(codeAllowsMethod(null, 'paypal')).toBe(true);
  });
});

describe('payment states', () => {
  it('only pending is still waited for', () => {
    expect(isSettledPaymentState('pending')).toBe(false);
    for (const state of ['completed', 'failed', 'cancelled']) expect(isSettledPaymentState(state)).toBe(true);
  });
});
