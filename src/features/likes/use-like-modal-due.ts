import { useEffect, useState } from 'react';
import { clearLikeModalDelay, likeModalDelaySeconds } from '../../lib/page-flags';

/**
 * True once the `t` seconds a link asked for have passed since load (spec §9); never without `t`.
 * Only the timing lives here: the profile itself is server state, read through react-query.
 */
export const useLikeModalDue = (): boolean => {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const delay = likeModalDelaySeconds();
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => {
      // The link's delay is used up: a reload does not show the modal again.
      clearLikeModalDelay();
      setDue(true);
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  return due;
};
