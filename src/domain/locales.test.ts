import { describe, expect, it } from 'vitest';
import { isSupportedLocale, localeFromDomainLanguage, supportedLocales, visibleLocales } from './locales';

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

  it('offer per country the languages of spec §9', () => {
    expect(visibleLocales('US', 'en')).toEqual(['en', 'es']);
    expect(visibleLocales('BE', 'nl')).toEqual(['nl', 'fr', 'de']);
    expect(visibleLocales('CH', 'de')).toEqual(['de', 'it', 'fr', 'en']);
    expect(visibleLocales('FI', 'fi')).toEqual(['fi', 'sv']);
    expect(visibleLocales('NO', 'nb')).toEqual(['nb']);
  });

  it('keep the current language on the list and offer all eleven outside the table', () => {
    expect(visibleLocales('NL', 'en')).toEqual(['en', 'nl']);
    expect(visibleLocales('BR', 'en')).toHaveLength(11);
    expect(visibleLocales(undefined, 'en')).toHaveLength(11);
  });
});
