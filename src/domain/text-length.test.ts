import { describe, expect, it } from 'vitest';
import { contractLength } from './text-length';

describe('text length as the contract counts it', () => {
  it('counts code points: an emoji once, a flag as its two letters', () => {
    expect(contractLength('')).toBe(0);
    expect(contractLength('Anna')).toBe(4);
    expect(contractLength('🙂')).toBe(1);
    expect(contractLength('🇳🇱')).toBe(2);
    expect(contractLength(' a ')).toBe(3);
  });
});
