import { describe, expect, it } from 'vitest';
import { i18nString } from 'typesafe-i18n';
import { pseudoCatalogue, pseudoText } from './pseudo-locale';

describe('pseudo-locale', () => {
  it('marks and accents every text', () => {
    expect(pseudoText('Close')).toBe('⟦Çlöšé⟧');
  });

  it('keeps parameters and plural forms working', () => {
    const text = pseudoText('{count:number} unread {{message|messages}}');
    const LLs = i18nString('en');
    expect(LLs(text, { count: 2 })).toBe('⟦2 üñréád méššágéš⟧');
    expect(LLs(text, { count: 1 })).toBe('⟦1 üñréád méššágé⟧');
  });

  it('transforms a whole catalogue, nested', () => {
    expect(pseudoCatalogue({ ui: { close: 'Close' } })).toEqual({ ui: { close: '⟦Çlöšé⟧' } });
  });
});
