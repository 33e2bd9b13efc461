import type { TranslationFunctions } from '../../../locales/i18n-types';
import { localeEndonyms, type SupportedLocale } from '../../domain/locales';

/**
 * The language dropdown's name: "EN, Language: English". It starts with the code the button
 * shows, so what a speech user reads off the screen is what names the button (WCAG 2.5.3, label
 * in name), and the rest says what the code means.
 */
export const languageMenuLabel = (LL: TranslationFunctions, locale: SupportedLocale): string =>
  `${locale.toUpperCase()}, ${LL.language.menu({ language: localeEndonyms[locale] })}`;
