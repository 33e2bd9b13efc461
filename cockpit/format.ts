/** The simulation's times as a tester reads them: the date, and the time to the second. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export const formatDateTime = (at: Date | string): string => dateTime.format(new Date(at));

export const formatTime = (at: Date | string): string => timeOnly.format(new Date(at));

/** For an `<input type="datetime-local">`: local time, to the minute. */
export const toLocalInput = (at: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
