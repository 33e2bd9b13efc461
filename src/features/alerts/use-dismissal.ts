import { useSyncExternalStore } from 'react';
import { isAlertHidden, type DismissibleAlert } from '../../domain/alert-dismissals';
import { clock } from '../../lib/clock';
import { dismissedAt, rememberDismissal, subscribeDismissals } from './dismissal-store';

export interface Dismissal {
  /** Dismissed and still within the alert's period (decision 017). */
  hidden: boolean;
  /** Hides the alert and remembers when, for this member on this device. */
  dismiss: () => void;
}

/**
 * A member's dismissal of one alert (spec §4). Read synchronously from the storage during the
 * render, so an alert decided by it is there (or not) from the first paint, never appearing late.
 * The time is the app's clock: a simulation that moves it past the period brings the alert back
 * on the next render.
 */
export const useDismissal = (alert: DismissibleAlert, memberId: number): Dismissal => {
  const snapshot = () => dismissedAt(memberId, alert);
  const at = useSyncExternalStore(subscribeDismissals, snapshot, snapshot);
  return {
    hidden: isAlertHidden(alert, at, clock.nowMs()),
    dismiss: () => {
      rememberDismissal(memberId, alert, clock.nowMs());
    },
  };
};
