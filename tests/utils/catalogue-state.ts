import type { Locales } from '../../locales/i18n-types';
import { loadedFormatters, loadedLocales, locales } from '../../locales/i18n-util';
import { initFormatters } from '../../locales/formatters';
import { forgetScreenTexts, loadTextsForSwitch } from '../../src/features/language/screen-texts';
import { wholeCatalogues } from './i18n';

/**
 * Every language's whole catalogue, as each test starts (tests/setup/vitest-setup.ts): a part
 * rendered on its own finds its texts. The app rendered whole loads as a page does
 * (`loadRootTextsOnly`).
 */
export const loadWholeCatalogues = (): void => {
  for (const locale of locales) {
    loadedLocales[locale] = wholeCatalogues[locale];
    loadedFormatters[locale] = initFormatters(locale);
  }
};

/**
 * The catalogue as a page has it after boot: the root texts, each screen's own texts loaded with
 * its code. The code of screens and parts shown by earlier tests stays loaded in the worker (and
 * would render at once), so the groups they asked for are filled again, as a language switch does.
 */
export const loadRootTextsOnly = async (locale: Locales): Promise<void> => {
  forgetScreenTexts(locale);
  Reflect.deleteProperty(loadedLocales, locale);
  await loadTextsForSwitch(locale);
};
