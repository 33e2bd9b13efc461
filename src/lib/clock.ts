/**
 * The one clock of the app and of the simulated backend. It normally follows the real time; the
 * simulation sets or moves it (scenarios: "4 hours later…"), and every timer, countdown and
 * seeded date reads it, so they all agree. Over HTTP the app's copy follows the server's `Date`
 * header (`followServer`), so a phone with a wrong clock, or a moved simulation, agrees as well.
 */
let offsetMs = 0;
let frozenAt: number | undefined;

/**
 * How far the server's time may be off before the clock follows it: its `Date` header names a
 * whole second and the answer took a while to arrive, so a smaller gap says nothing. In tests the
 * app and the simulation share this clock and the gap stays below it, so a sync never moves a
 * clock a test has set.
 */
export const serverDriftToleranceMs = 2000;

export const clock = {
  now: (): Date => new Date(clock.nowMs()),
  nowMs: (): number => frozenAt ?? Date.now() + offsetMs,
  /** Jumps to `at` and keeps running from there. */
  set(at: Date): void {
    frozenAt = undefined;
    offsetMs = at.getTime() - Date.now();
  },
  /** Moves the time forward (or back, with a negative number). */
  advance(seconds: number): void {
    if (frozenAt !== undefined) frozenAt += seconds * 1000;
    else offsetMs += seconds * 1000;
  },
  /** Stops the time at `at` (tests that compare exact timestamps). */
  freeze(at: Date): void {
    frozenAt = at.getTime();
  },
  /**
   * The server says it is `serverMs` (an API answer's `Date`): the clock jumps there when it is
   * more than `serverDriftToleranceMs` away, and keeps running. A frozen clock is a test's and
   * stays where it is. True when the clock moved.
   */
  followServer(serverMs: number): boolean {
    if (frozenAt !== undefined) return false;
    if (Math.abs(serverMs - clock.nowMs()) <= serverDriftToleranceMs) return false;
    offsetMs = serverMs - Date.now();
    return true;
  },
  /** Back to the real time. */
  reset(): void {
    offsetMs = 0;
    frozenAt = undefined;
  },
};
