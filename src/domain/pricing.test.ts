import { describe, expect, it } from 'vitest';
import { discountedTotal, pricePerCredit, roundMoney, savingPercent } from './pricing';

describe('pricing (spec §2, §3)', () => {
  it('rounds money to cents', () => {
    expect(roundMoney(0.4995)).toBe(0.5);
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(37.4625)).toBe(37.46);
  });

  it('computes the saving per credit against the smallest bundle', () => {
    const smallest = { price: 9.99, credits: 20 };
    expect(savingPercent(smallest, smallest)).toBeNull();
    expect(savingPercent({ price: 24.95, credits: 60 }, smallest)).toBe(17);
    expect(savingPercent({ price: 49.95, credits: 150 }, smallest)).toBe(33);
    expect(savingPercent({ price: 99.95, credits: 400 }, smallest)).toBe(50);
    expect(savingPercent({ price: 60, credits: 100 }, smallest)).toBeNull();
    expect(roundMoney(pricePerCredit(24.95, 60))).toBe(0.42);
  });

  it('applies a percentage discount, rounded to cents', () => {
    expect(discountedTotal(49.95, 25)).toBe(37.46);
    expect(discountedTotal(24.95, 10)).toBe(22.46);
    expect(discountedTotal(9.99, 0)).toBe(9.99);
  });
});
