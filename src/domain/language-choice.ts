import { languagesByCountry } from './countries';
import { isSupportedLocale, supportedLocales, type SupportedLocale } from './locales';

/**
 * Decision 010: the languages a language menu offers. The country's list (spec §9) is the base,
 * and beside it every language this person has a claim on: the one in use, those they used here
 * before and their browser's. Without those, a visitor in a one-language country who tried
 * English could never get back to the German they were reading.
 */
export interface LanguageChoiceInput {
  /** The visitor's country (geo-IP); unknown or outside the table offers all eleven. */
  country: string | undefined;
  current: SupportedLocale;
  /** Languages chosen or read on this site before, most recent first. */
  used: readonly SupportedLocale[];
  /** The browser's languages, already narrowed to the eleven. */
  browser: readonly SupportedLocale[];
}

const countryLocales = (country: string | undefined): readonly SupportedLocale[] =>
  country !== undefined && Object.hasOwn(languagesByCountry, country)
    ? languagesByCountry[country as keyof typeof languagesByCountry]
    : supportedLocales;

/** The country's languages in the spec's order, then the person's own ones; each once. */
export const offeredLocales = ({
  country,
  current,
  used,
  browser,
}: LanguageChoiceInput): SupportedLocale[] => [
  ...new Set<SupportedLocale>([...countryLocales(country), current, ...used, ...browser]),
];

/**
 * A browser tag such as `de-AT` or `nb` to one of the eleven. Norwegian without a written standard
 * (`no`) is read as bokmål, the one the site speaks.
 */
export const localeFromLanguageTag = (tag: string): SupportedLocale | undefined => {
  const prefix = tag.slice(0, 2).toLowerCase();
  const language = prefix === 'no' ? 'nb' : prefix;
  return isSupportedLocale(language) ? language : undefined;
};

/** The browser's languages (navigator.languages) among the eleven, in its order, each once. */
export const browserLocales = (tags: readonly string[]): SupportedLocale[] => [
  ...new Set(tags.map(localeFromLanguageTag).filter((l): l is SupportedLocale => l !== undefined)),
];
