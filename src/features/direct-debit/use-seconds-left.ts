import { useEffect, useState } from 'react';
import { clock } from '../../lib/clock';

const secondsLeft = (untilMs: number): number => Math.max(0, Math.ceil((untilMs - clock.nowMs()) / 1000));

/**
 * Whole seconds until `untilMs` by the app's clock (src/lib/clock, so a moved simulation clock
 * moves it too), counted down once a second; undefined when there is nothing to wait for.
 */
export const useSecondsLeft = (untilMs: number | undefined): number | undefined => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (untilMs === undefined) return undefined;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsLeft(untilMs) === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [untilMs]);
  return untilMs === undefined ? undefined : secondsLeft(untilMs);
};
