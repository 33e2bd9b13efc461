import { describe, expect, it } from 'vitest';
import { composeTitle } from './document-title';

describe('document title', () => {
  it('puts the count in brackets before the title when above zero', () => {
    expect(composeTitle(3, 'Messages')).toBe('(3) Messages');
    expect(composeTitle(120, 'Messages')).toBe('(120) Messages');
  });

  it('leaves the title alone at zero', () => {
    expect(composeTitle(0, 'Messages')).toBe('Messages');
    expect(composeTitle(Number.NaN, 'Messages')).toBe('Messages');
  });
});
