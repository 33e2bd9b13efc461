import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../domain/locales';
import { translations } from '../../../tests/utils/i18n';
import { languageMenuLabel } from './language-menu-label';

// WCAG 2.5.3: a speech user says what the button shows, so in every language the name begins with
// the code on the button (axe only checks that it is contained somewhere; starting with it is
// what the guideline recommends).
describe('language menu name', () => {
  it.each(supportedLocales)('starts with the code it shows, in %s', (locale) => {
    expect(languageMenuLabel(translations(locale), locale).startsWith(locale.toUpperCase())).toBe(true);
  });
});
