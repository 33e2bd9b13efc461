/** Seeded times are offsets from the simulation clock's start, so a seed is the same at any date. */
export const hour = 3600 * 1000;
export const day = 24 * hour;

export const at = (start: number, offsetMs: number): string => new Date(start + offsetMs).toISOString();

/** A date of birth `years` (and `days`) before `start`, as YYYY-MM-DD. */
export const birthDate = (start: number, years: number, days = 0): string => {
  const date = new Date(start);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
