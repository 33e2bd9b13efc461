import { useEffect, useState } from 'react';
import type { User } from '../../../generated/model';
import { timeBonusSecondsLeft } from '../../domain/time-bonus';
import { clock } from '../../lib/clock';

const secondsLeft = (paid: boolean, signup: string | undefined): number =>
  signup === undefined ? 0 : timeBonusSecondsLeft({ paid_user: paid, signup_date: signup }, clock.nowMs());

/**
 * Seconds left of the member's time bonus (spec §4), counted down once a second by the app's
 * clock (src/lib/clock), so a moved simulation clock moves it; 0 for a visitor, a paid member or
 * an account older than 4 hours. The tick stops at zero.
 */
export const useTimeBonusLeft = (user: User | null | undefined): number => {
  // Only these two facts of the member count, not every new user object a refresh brings.
  const paid = user?.paid_user ?? true;
  const signup = user?.signup_date;
  const [left, setLeft] = useState(() => secondsLeft(paid, signup));
  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(paid, signup);
      setLeft(now);
      return now;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [paid, signup]);
  return left;
};
