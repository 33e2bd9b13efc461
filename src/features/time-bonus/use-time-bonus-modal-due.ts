import { useEffect, useState } from 'react';
import { timeBonusModalDelayMs } from '../../domain/checkout';

/** Spec §2: the members area. */
const membersArea: readonly string[] = ['members', 'members-id', 'chats', 'likes', 'likes-m-id', 'premium'];

export const isMembersArea = (routeName: string | undefined): boolean =>
  routeName !== undefined && membersArea.includes(routeName);

/**
 * True once the member has been in the members area for 40 s on end (spec §9); leaving it starts
 * the wait again. A duration, so real time: moving the simulation's clock does not shorten it.
 */
export const useTimeBonusModalDue = (inArea: boolean, wanted: boolean): boolean => {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!inArea || !wanted) return undefined;
    const timer = setTimeout(() => {
      setDue(true);
    }, timeBonusModalDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [inArea, wanted]);
  return due && inArea && wanted;
};
