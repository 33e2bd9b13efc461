import type { Locales, TranslationFunctions } from '../../locales/i18n-types';
import { i18nObject } from '../../locales/i18n-util';
import { loadLocale } from '../../locales/i18n-util.sync';

/**
 * Tests look copy up from the catalogue instead of hard-coding one language's words.
 * Synchronous on purpose: the translation object is a Proxy whose every property is callable, so
 * returning it from an async function would make `await` treat it as a thenable and hang.
 */
export const translations = (locale: Locales = 'en'): TranslationFunctions => {
  loadLocale(locale);
  return i18nObject(locale);
};
