import { progressDurationMs, progressHideDelayMs, progressThrottleMs } from '../../domain/limits';

/** Spec §4 Progress bar: it starts, moves on, finishes or fails. */
export type ProgressPhase = 'hidden' | 'running' | 'done' | 'failed';

export interface ProgressView {
  phase: ProgressPhase;
  /** Percent, 0 to 100. */
  value: number;
}

export interface ProgressTiming {
  throttleMs: number;
  durationMs: number;
  hideDelayMs: number;
  /** How often the running bar moves on. */
  tickMs: number;
}

export const progressTiming: ProgressTiming = {
  throttleMs: progressThrottleMs,
  durationMs: progressDurationMs,
  hideDelayMs: progressHideDelayMs,
  tickMs: 100,
};

export const hiddenProgress: ProgressView = { phase: 'hidden', value: 0 };

/** Where the running bar stands: it never claims to be done before the page is. */
const runningCeiling = 90;

/**
 * The running bar's value after `elapsedMs` of navigation: fast at first, slowing down (ease-out),
 * reaching 90 % at the duration and staying there.
 */
export const runningValue = (elapsedMs: number, durationMs: number = progressDurationMs): number => {
  const part = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.round(runningCeiling * (1 - (1 - part) ** 2) * 10) / 10;
};

export interface ProgressController {
  /** A navigation began (calling it again while one runs changes nothing). */
  start: () => void;
  /** The navigation ended, well or on an error. */
  finish: (failed: boolean) => void;
  /** Stops every timer; nothing is reported afterwards. */
  dispose: () => void;
}

/**
 * Spec §9 Progress bar: a navigation faster than the throttle shows nothing; a slower one shows
 * a bar that creeps towards 90 % over the duration (time counted from the navigation's start);
 * at the end the bar is full (done or failed) for the hide delay, then hidden. A navigation that
 * starts while the full bar still shows takes it over at once.
 */
export const createProgressController = (
  onChange: (view: ProgressView) => void,
  timing: ProgressTiming = progressTiming,
): ProgressController => {
  let view = hiddenProgress;
  let elapsedMs = 0;
  let throttleTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tickTimer: ReturnType<typeof setInterval> | undefined;
  let disposed = false;

  const show = (next: ProgressView) => {
    if (disposed || (next.phase === view.phase && next.value === view.value)) return;
    view = next;
    onChange(view);
  };

  const clearTimers = () => {
    clearTimeout(throttleTimer);
    clearTimeout(hideTimer);
    clearInterval(tickTimer);
    throttleTimer = hideTimer = tickTimer = undefined;
  };

  const run = () => {
    clearTimers();
    elapsedMs = timing.throttleMs;
    show({ phase: 'running', value: runningValue(elapsedMs, timing.durationMs) });
    tickTimer = setInterval(() => {
      elapsedMs += timing.tickMs;
      show({ phase: 'running', value: runningValue(elapsedMs, timing.durationMs) });
      if (elapsedMs >= timing.durationMs) {
        clearInterval(tickTimer);
        tickTimer = undefined;
      }
    }, timing.tickMs);
  };

  return {
    start: () => {
      if (disposed || view.phase === 'running' || throttleTimer !== undefined) return;
      if (view.phase === 'hidden') {
        throttleTimer = setTimeout(run, timing.throttleMs);
      } else {
        run();
      }
    },
    finish: (failed) => {
      if (disposed) return;
      if (throttleTimer !== undefined) {
        // Faster than the throttle: the member never saw a bar, so none appears now.
        clearTimers();
        return;
      }
      if (view.phase === 'hidden') return;
      // An error screen may be known a moment after the end: done can still turn into failed.
      if (view.phase !== 'running' && !(failed && view.phase === 'done')) return;
      const wasRunning = view.phase === 'running';
      show({ phase: failed ? 'failed' : 'done', value: 100 });
      if (!wasRunning) return;
      clearTimers();
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        show(hiddenProgress);
      }, timing.hideDelayMs);
    },
    dispose: () => {
      disposed = true;
      clearTimers();
    },
  };
};
