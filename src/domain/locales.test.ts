import { describe, expect, it } from 'vitest';
import { isSupportedLocale, localeFromDomainLanguage, supportedLocales } from './locales';

describe('interface languages', () => {
  it('are the eleven of spec §1', () => {
    expect([...supportedLocales].sort()).toEqual([
      'da',
      'de',
      'en',
      'es',
      'fi',
      'fr',
      'it',
      'nb',
      'nl',
      'pl',
      'sv',
    ]);
    expect(isSupportedLocale('no')).toBe(false);
  });

  it('take domain_language by its first two letters', () => {
    expect(localeFromDomainLanguage('nl_NL')).toBe('nl');
    expect(localeFromDomainLanguage('nb_NO')).toBe('nb');
    expect(localeFromDomainLanguage('pt_BR')).toBeUndefined();
  });
});
