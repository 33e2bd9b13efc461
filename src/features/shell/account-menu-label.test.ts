import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../domain/locales';
import { translations } from '../../../tests/utils/i18n';

// WCAG 2.5.3: the account menu shows the member's name, so in every language its accessible name
// begins with that name (label in name), and the words for screen readers come after it.
describe('account menu name', () => {
  it.each(supportedLocales)('starts with the name it shows, in %s', (locale) => {
    expect(translations(locale).topBar.accountMenu({ name: 'Anna' }).startsWith('Anna')).toBe(true);
  });
});
