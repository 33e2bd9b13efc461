/**
 * A wait the server asked for (`retry_after`, in seconds) as the member's language says a time to
 * come: "in 42 seconds", "in 23 hours" ("in 23 Stunden", "23 tunnin päästä"). Rounded up to the
 * unit that suits it, so the member never comes back too early.
 */
export const formatWait = (seconds: number, locale: string): string => {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds >= 3600) return words.format(Math.ceil(seconds / 3600), 'hour');
  if (seconds >= 60) return words.format(Math.ceil(seconds / 60), 'minute');
  return words.format(Math.max(1, Math.ceil(seconds)), 'second');
};
