/** Spec §1: the default date locale is nl — dates without a member's language are written the Dutch way. */
export const defaultDateLocale = 'nl';

/** A date as words ("1 maart 2024", "March 1, 2024") in the given language, else in the default. */
export const formatLongDate = (iso: string, locale: string = defaultDateLocale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When a conversation last moved, as chat lists write it: the time today ("14:05"), the weekday
 * within the last six days ("Tue"), else the date ("12 Nov", with the year when it is another).
 */
export const formatListTime = (iso: string, locale: string, now: Date): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const daysAgo = Math.round((startOfDay(now) - startOfDay(at)) / dayMs);
  if (daysAgo <= 0) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  if (daysAgo < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(at);
  const sameYear = at.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(at);
};
