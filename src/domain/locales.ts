/**
 * Interface languages of the product (spec §1). The translation catalogues in `locales/` are the
 * source of the `Locales` type; this list adds what catalogues cannot hold: each language's own
 * name, which is shown untranslated so a member can always find their language.
 */
export const localeEndonyms = {
  en: 'English',
  nl: 'Nederlands',
} as const;

export type SupportedLocale = keyof typeof localeEndonyms;

export const supportedLocales = Object.keys(localeEndonyms) as SupportedLocale[];

export const isSupportedLocale = (value: string): value is SupportedLocale =>
  (supportedLocales as string[]).includes(value);

/** `domain_language` such as `nl_NL` picks the interface language by its first two letters. */
export const localeFromDomainLanguage = (domainLanguage: string): SupportedLocale | undefined => {
  const prefix = domainLanguage.slice(0, 2).toLowerCase();
  return isSupportedLocale(prefix) ? prefix : undefined;
};

/** Spec §9: the language cookie lives 365 days. */
export const localeCookie = { name: 'locale', maxAgeDays: 365 } as const;
