import { describe, expect, it } from 'vitest';
import { browserLocales, localeFromLanguageTag, offeredLocales } from './language-choice';

const nothingElse = { used: [], browser: [] } as const;

describe('languages on offer (decision 010)', () => {
  it('are per country the languages of spec §9', () => {
    expect(offeredLocales({ country: 'US', current: 'en', ...nothingElse })).toEqual(['en', 'es']);
    expect(offeredLocales({ country: 'BE', current: 'nl', ...nothingElse })).toEqual(['nl', 'fr', 'de']);
    expect(offeredLocales({ country: 'CH', current: 'de', ...nothingElse })).toEqual([
      'de',
      'it',
      'fr',
      'en',
    ]);
    expect(offeredLocales({ country: 'FI', current: 'fi', ...nothingElse })).toEqual(['fi', 'sv']);
    expect(offeredLocales({ country: 'NO', current: 'nb', ...nothingElse })).toEqual(['nb']);
  });

  it('are all eleven outside the table', () => {
    expect(offeredLocales({ country: 'BR', current: 'en', ...nothingElse })).toHaveLength(11);
    expect(offeredLocales({ country: undefined, current: 'en', ...nothingElse })).toHaveLength(11);
    expect(offeredLocales({ country: 'constructor', current: 'en', ...nothingElse })).toHaveLength(11);
  });

  it('keep the language in use', () => {
    expect(offeredLocales({ country: 'NL', current: 'en', ...nothingElse })).toEqual(['nl', 'en']);
  });

  it('keep a language used before, so a switch can be undone (defect 6)', () => {
    expect(offeredLocales({ country: 'GB', current: 'en', used: ['en', 'de'], browser: [] })).toEqual([
      'en',
      'de',
    ]);
  });

  it("keep the browser's languages, each language once", () => {
    expect(
      offeredLocales({ country: 'GB', current: 'en', used: ['fi'], browser: ['sv', 'fi', 'en'] }),
    ).toEqual(['en', 'fi', 'sv']);
  });
});

describe('browser languages', () => {
  it('are read by their language, whatever the region', () => {
    expect(localeFromLanguageTag('de-AT')).toBe('de');
    expect(localeFromLanguageTag('no')).toBe('nb');
    expect(localeFromLanguageTag('pt-BR')).toBeUndefined();
    expect(browserLocales(['de-CH', 'de', 'pt', 'fr-CH', 'en'])).toEqual(['de', 'fr', 'en']);
  });
});
