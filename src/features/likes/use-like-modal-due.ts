import { useEffect, useState, useSyncExternalStore } from 'react';
import { clearLikeModalDelay, likeModalDelaySeconds, pageFlagChanges } from '../../lib/page-flags';

/**
 * True once the `t` seconds a link asked for have passed since load (spec §9); never without `t`.
 * Only the timing lives here: the profile itself is server state, read through react-query.
 */
export const useLikeModalDue = (): boolean => {
  const [due, setDue] = useState(false);
  // Read as the flag changes: on a first load the page query stores it after this has mounted.
  const delay = useSyncExternalStore(pageFlagChanges.subscribe, likeModalDelaySeconds);
  useEffect(() => {
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => {
      // The link's delay is used up: a reload does not show the modal again.
      clearLikeModalDelay();
      setDue(true);
    }, delay * 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [delay]);
  return due;
};
