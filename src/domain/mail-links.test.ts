import { describe, expect, it } from 'vitest';
import { isWellFormedEmailToken, linkValidHours, resetLinkValidHours } from './mail-links';

describe('mailed link tokens (contract EmailToken)', () => {
  it('takes 16 to 128 letters, digits, _ or -', () => {
    expect(isWellFormedEmailToken('a'.repeat(16))).toBe(true);
    expect(isWellFormedEmailToken('a'.repeat(128))).toBe(true);
    expect(isWellFormedEmailToken('reset-1_AZaz09-xyz')).toBe(true);
    expect(isWellFormedEmailToken('a'.repeat(15))).toBe(false);
    expect(isWellFormedEmailToken('a'.repeat(129))).toBe(false);
  });

  it('refuses other characters and a missing token', () => {
    expect(isWellFormedEmailToken('reset-1-abcdefgh.1')).toBe(false);
    expect(isWellFormedEmailToken('reset 1 abcdefghij')).toBe(false);
    expect(isWellFormedEmailToken('<script>alert(1)</script>')).toBe(false);
    expect(isWellFormedEmailToken('reset-1-abcdefgh-1\n')).toBe(false);
    expect(isWellFormedEmailToken('')).toBe(false);
    expect(isWellFormedEmailToken(null)).toBe(false);
    expect(isWellFormedEmailToken(undefined)).toBe(false);
  });

  it('keeps reset and e-mail change links 24 hours', () => {
    expect(resetLinkValidHours).toBe(24);
    expect(linkValidHours).toEqual({ reset: 24, mail_change: 24 });
  });
});
