import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressDurationMs, progressHideDelayMs, progressThrottleMs } from '../../domain/limits';
import {
  createProgressController,
  hiddenProgress,
  runningValue,
  type ProgressController,
  type ProgressView,
} from './navigation-progress-state';

let views: ProgressView[];
let progress: ProgressController;
const current = () => views.at(-1) ?? hiddenProgress;

beforeEach(() => {
  vi.useFakeTimers();
  views = [];
  progress = createProgressController((view) => views.push(view));
});

afterEach(() => {
  progress.dispose();
  vi.useRealTimers();
});

describe('runningValue', () => {
  it('creeps from 0 to 90 % over the duration, slowing down, then stays at 90 %', () => {
    expect(runningValue(0)).toBe(0);
    expect(runningValue(progressDurationMs / 2)).toBeGreaterThan(45);
    expect(runningValue(progressDurationMs / 2)).toBeLessThan(90);
    expect(runningValue(progressDurationMs)).toBe(90);
    expect(runningValue(progressDurationMs * 3)).toBe(90);
  });
});

describe('navigation progress', () => {
  it('shows nothing for a navigation faster than the throttle', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs - 1);
    progress.finish(false);
    vi.advanceTimersByTime(10_000);
    expect(views).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a running bar once the throttle has passed, moving towards 90 % over the duration', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs - 1);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(current().phase).toBe('running');
    const first = current().value;
    expect(first).toBeGreaterThan(0);
    vi.advanceTimersByTime(1_000);
    expect(current().value).toBeGreaterThan(first);
    expect(current().value).toBeLessThan(90);
    vi.advanceTimersByTime(progressDurationMs);
    expect(current()).toEqual({ phase: 'running', value: 90 });
    // At the ceiling it stops ticking: nothing left to move.
    expect(vi.getTimerCount()).toBe(0);
    const seen = views.length;
    vi.advanceTimersByTime(10_000);
    expect(views).toHaveLength(seen);
  });

  it('is full when done, for the hide delay, then hidden', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs + 300);
    progress.finish(false);
    expect(current()).toEqual({ phase: 'done', value: 100 });
    vi.advanceTimersByTime(progressHideDelayMs - 1);
    expect(current().phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(current()).toEqual(hiddenProgress);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails when the navigation ended on an error, and hides after the delay too', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs);
    progress.finish(true);
    expect(current()).toEqual({ phase: 'failed', value: 100 });
    vi.advanceTimersByTime(progressHideDelayMs);
    expect(current()).toEqual(hiddenProgress);
  });

  it('turns done into failed when the error is known a moment later, keeping the hide delay', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs);
    progress.finish(false);
    vi.advanceTimersByTime(100);
    progress.finish(true);
    expect(current().phase).toBe('failed');
    vi.advanceTimersByTime(progressHideDelayMs - 100);
    expect(current()).toEqual(hiddenProgress);
  });

  it('lets a navigation that starts while the full bar shows take it over at once', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs);
    progress.finish(false);
    vi.advanceTimersByTime(100);
    progress.start();
    expect(current().phase).toBe('running');
    vi.advanceTimersByTime(progressHideDelayMs * 2);
    expect(current().phase).toBe('running');
  });

  it('ignores a second start while running and an end without a start', () => {
    progress.finish(false);
    expect(views).toEqual([]);
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs);
    const seen = views.length;
    progress.start();
    expect(views).toHaveLength(seen);
    vi.advanceTimersByTime(1_000);
    expect(current().phase).toBe('running');
  });

  it('reports nothing and leaves no timer after dispose', () => {
    progress.start();
    vi.advanceTimersByTime(progressThrottleMs);
    progress.dispose();
    const seen = views.length;
    vi.advanceTimersByTime(10_000);
    progress.finish(false);
    progress.start();
    expect(views).toHaveLength(seen);
    expect(vi.getTimerCount()).toBe(0);
  });
});
