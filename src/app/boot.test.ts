import { describe, expect, it } from 'vitest';
import { chooseLocale } from './boot';

describe('interface language at boot (spec §7)', () => {
  it('follows the locale cookie first', () => {
    expect(chooseLocale('de', 'nl_NL')).toBe('de');
  });

  it("else the first two letters of the site's domain_language when supported", () => {
    expect(chooseLocale(undefined, 'nl_NL')).toBe('nl');
    expect(chooseLocale(undefined, 'sv_FI')).toBe('sv');
  });

  it('else English: an unknown cookie, an unsupported language or no settings at all', () => {
    expect(chooseLocale('xx', 'pt_BR')).toBe('en');
    expect(chooseLocale(undefined, undefined)).toBe('en');
  });

  it('ignores a cookie it does not know and falls back to the domain language', () => {
    expect(chooseLocale('klingon', 'fr_CA')).toBe('fr');
  });
});
