/** Spec §1: the default date locale is nl — dates without a member's language are written the Dutch way. */
export const defaultDateLocale = 'nl';

/** A date as words ("1 maart 2024", "March 1, 2024") in the given language, else in the default. */
export const formatLongDate = (iso: string, locale: string = defaultDateLocale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
