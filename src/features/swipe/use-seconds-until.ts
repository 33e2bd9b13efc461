import { useEffect, useRef, useState } from 'react';
import { clock } from '../../lib/clock';

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
    let ended = false;
    const tick = () => {
      const left = secondsUntil(at);
      setSeconds(left);
      if (left === 0 && !ended) {
        ended = true;
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
