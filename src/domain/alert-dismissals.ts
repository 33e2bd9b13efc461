/**
 * Spec §4: an alert the member dismisses stays hidden, and the time of the dismissal is kept.
 * These four have a flag in the spec; the app's storage of the times is in src/features/alerts.
 */
export const dismissibleAlerts = ['profile_photo', 'push', 'notifications_disabled', 'time_bonus'] as const;

export type DismissibleAlert = (typeof dismissibleAlerts)[number];

export const isDismissibleAlert = (value: unknown): value is DismissibleAlert =>
  typeof value === 'string' && (dismissibleAlerts as readonly string[]).includes(value);

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How long a dismissal holds, in milliseconds; undefined: for good (decision 017). The photo
 * reminder comes back after a week because a photo is what gets a member replies, and a member
 * who closed it on a busy day may well want it later; a week apart it reminds without nagging.
 * The push offer, the disabled-notifications notice and the time-bonus popup stay away once
 * dismissed: the browser's push permission cannot be asked twice with any grace, the notice
 * repeats a fact the member has seen, and the bonus is over within hours anyway.
 */
export const dismissalPeriodMs: Readonly<Record<DismissibleAlert, number | undefined>> = {
  profile_photo: 7 * dayMs,
  push: undefined,
  notifications_disabled: undefined,
  time_bonus: undefined,
};

export interface DismissalCheck {
  /** When the member dismissed the alert; undefined when never. */
  dismissedAtMs: number | undefined;
  nowMs: number;
  /** After this long the alert may show again; undefined: never. */
  periodMs?: number;
}

/**
 * Whether a dismissed alert is still hidden at `nowMs`. A clock that stands before the dismissal
 * (moved back in a simulation, or a device's wrong time) keeps it hidden rather than guessing.
 */
export const isStillHidden = ({ dismissedAtMs, nowMs, periodMs }: DismissalCheck): boolean => {
  if (dismissedAtMs === undefined) return false;
  if (periodMs === undefined) return true;
  return nowMs - dismissedAtMs < periodMs;
};

/** `isStillHidden` with the alert's own period from `dismissalPeriodMs`. */
export const isAlertHidden = (
  alert: DismissibleAlert,
  dismissedAtMs: number | undefined,
  nowMs: number,
): boolean => isStillHidden({ dismissedAtMs, nowMs, periodMs: dismissalPeriodMs[alert] });
