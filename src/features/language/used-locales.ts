import { isSupportedLocale, type SupportedLocale } from '../../domain/locales';
import { localStore, readJson, writeJson } from '../../lib/storage';

/** Where the languages this browser has used on the site are kept (decision 010). */
export const usedLocalesKey = 'used-locales';

const isLocaleList = (value: unknown): value is SupportedLocale[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && isSupportedLocale(item));

export const readUsedLocales = (): SupportedLocale[] =>
  readJson(localStore(), usedLocalesKey, isLocaleList) ?? [];

/** Puts `locale` first; the list is at most the eleven, so it needs no other bound. */
export const rememberUsedLocale = (locale: SupportedLocale): SupportedLocale[] => {
  const used = [locale, ...readUsedLocales().filter((other) => other !== locale)];
  writeJson(localStore(), usedLocalesKey, used);
  return used;
};
