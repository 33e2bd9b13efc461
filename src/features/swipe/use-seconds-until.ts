import { useEffect, useRef, useState } from 'react';
import { clock } from '../../lib/clock';

const retryEndMs = 30_000;

const secondsUntil = (at: string): number => Math.max(0, Math.ceil((Date.parse(at) - clock.nowMs()) / 1000));

/**
 * Whole seconds until `at` by the app's clock (src/lib/clock, so a moved simulation clock moves
 * it too), counted down once a second; `onEnd` runs once when it reaches zero.
 */
export const useSecondsUntil = (at: string | undefined, onEnd: () => void): number | undefined => {
  const [seconds, setSeconds] = useState(() => (at === undefined ? undefined : secondsUntil(at)));
  // The caller's latest `onEnd`, without restarting the count when it changes.
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  useEffect(() => {
    if (at === undefined) {
      setSeconds(undefined);
      return undefined;
    }
    // At zero `onEnd` runs, and again every half minute while `at` stays the same (the answer it
    // asked for failed, or still names this time): the count never sticks at zero.
    let endedAt: number | undefined;
    const tick = () => {
      const left = secondsUntil(at);
      setSeconds(left);
      if (left === 0 && (endedAt === undefined || clock.nowMs() - endedAt >= retryEndMs)) {
        endedAt = clock.nowMs();
        latestOnEnd.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [at]);
  return seconds;
};
