/**
 * Interface languages of the product (spec §1), each with its own name, which is shown
 * untranslated so a member can always find their language. The translation catalogues in
 * `locales/` hold the same eleven.
 */
export const localeEndonyms = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
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
