import type { TranslationFunctions } from '../../../locales/i18n-types';
import { localeEndonyms, type SupportedLocale } from '../../domain/locales';

/**
 * The language dropdown's name: "Language: English (EN)". It holds the code the button shows, so
 * the visible text is part of the name (WCAG 2.5.3, label in name).
 */
export const languageMenuLabel = (LL: TranslationFunctions, locale: SupportedLocale): string =>
  `${LL.language.menu({ language: localeEndonyms[locale] })} (${locale.toUpperCase()})`;
