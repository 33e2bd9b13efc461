import chatDeleteFailsAndListReloads from './chat-delete-fails-and-list-reloads';
import loginBlockedAfterWrongPasswords from './login-blocked-after-wrong-passwords';
import messageSentOnceAfterLostAnswer from './message-sent-once-after-lost-answer';
import orderPlacedOnceAfterLostAnswer from './order-placed-once-after-lost-answer';
import type { Scenario } from './scenario';
import resetLinkExpired from './reset-link-expired';
import resetTooManyToday from './reset-too-many-today';
import signupEmailTaken from './signup-email-taken';
import signupWithTrafficSourceOnly from './signup-with-traffic-source-only';
import deleteThenReactivateWithin14Days from './delete-then-reactivate-within-14-days';
import reactivateAfter15DaysRefused from './reactivate-after-15-days-refused';
import signupInviteOnlyRefused from './signup-invite-only-refused';
import timeBonusExpiresAfter4Hours from './time-bonus-expires-after-4-hours';

export const scenarios: Scenario[] = [
  loginBlockedAfterWrongPasswords,
  timeBonusExpiresAfter4Hours,
  signupInviteOnlyRefused,
  chatDeleteFailsAndListReloads,
  resetLinkExpired,
  resetTooManyToday,
  signupEmailTaken,
  signupWithTrafficSourceOnly,
  deleteThenReactivateWithin14Days,
  reactivateAfter15DaysRefused,
  messageSentOnceAfterLostAnswer,
  orderPlacedOnceAfterLostAnswer,
];

export const scenarioNamed = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
