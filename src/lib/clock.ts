/**
 * The one clock of the app and of the simulated backend. It normally follows the real time; the
 * simulation sets or moves it (scenarios: "4 hours later…"), and every timer, countdown and
 * seeded date reads it, so they all agree.
 */
let offsetMs = 0;
let frozenAt: number | undefined;

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
  /** Back to the real time. */
  reset(): void {
    offsetMs = 0;
    frozenAt = undefined;
  },
};
