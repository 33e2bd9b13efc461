import { lazy, Suspense } from 'react';
import type { User } from '../../../generated/model';
import { isTimeBonusActive, timeBonusSeconds } from '../../domain/time-bonus';
import { clock } from '../../lib/clock';
import { QuietBoundary } from '../../ui';
import { useDismissal } from '../alerts';
import { withScreenTexts } from '../language';
import { isMembersArea, useTimeBonusModalDue } from './use-time-bonus-modal-due';
import { useTimeBonusLeft } from './use-time-bonus-left';

const TimeBonusDialog = lazy(withScreenTexts(['credits'], () => import('./time-bonus-dialog')));

/**
 * Spec §4, §9: the time-bonus modal. It opens 40 s after entering the members area for a member
 * with 0 credits whose bonus runs (not paid, signed up less than 4 hours ago) and who has not
 * dismissed it; it closes itself when the bonus ends. Dismissing it is remembered (decision 017).
 */
export const TimeBonusModal = ({ user, routeName }: { user: User; routeName: string | undefined }) => {
  const secondsLeft = useTimeBonusLeft(user);
  const dismissal = useDismissal('time_bonus', user.id);
  // The countdown ticks once a second; whether the bonus still runs is read afresh at each render,
  // so the modal never opens in the second after a moved clock ended it.
  const running = secondsLeft > 0 && isTimeBonusActive(user, clock.nowMs());
  const wanted = running && user.credits === 0 && !dismissal.hidden;
  const due = useTimeBonusModalDue(isMembersArea(routeName), wanted);
  if (!due) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <TimeBonusDialog
          hours={timeBonusSeconds / 3600}
          secondsLeft={secondsLeft}
          onClose={dismissal.dismiss}
        />
      </Suspense>
    </QuietBoundary>
  );
};
