import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReporterOptions } from './client-report-reporter';
import { scheduleClientReports } from './schedule';

afterEach(() => {
  vi.useRealTimers();
});

/** Schedules with a stand-in reporter; resolves with the options it was started with. */
const schedule = (queryClient = new QueryClient()) => {
  const started = vi.fn((_options: ReporterOptions) => () => undefined);
  scheduleClientReports(queryClient, () => Promise.resolve({ startClientReports: started }));
  return started;
};

describe('the reporter waits for an idle moment (decision 034)', () => {
  it('loads after the page is idle, and hands over the errors of the first seconds, 5 at most', async () => {
    vi.useFakeTimers();
    const started = schedule();
    for (let index = 0; index < 7; index += 1)
      window.dispatchEvent(new ErrorEvent('error', { message: `early ${String(index)}` }));
    expect(started).not.toHaveBeenCalled();
    // jsdom has no idle callback: the fallback waits 2 s after the load.
    await vi.advanceTimersByTimeAsync(2000);
    expect(started).toHaveBeenCalledOnce();
    const options = started.mock.calls[0]?.[0];
    expect(options?.early.map(({ event }) => (event as ErrorEvent).message)).toEqual([
      'early 0',
      'early 1',
      'early 2',
      'early 3',
      'early 4',
    ]);
    // The reporter listens itself from now on: the early list takes no more.
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(options?.early).toHaveLength(5);
  });

  it('hands the reporter the query cache, where it finds the settings read at boot', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const started = schedule(queryClient);
    await vi.advanceTimersByTimeAsync(2000);
    expect(started.mock.calls[0]?.[0].queryClient).toBe(queryClient);
  });
});
