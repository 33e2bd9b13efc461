import chatDeleteFailsAndListReloads from './chat-delete-fails-and-list-reloads';
import loginBlockedAfterWrongPasswords from './login-blocked-after-wrong-passwords';
import type { Scenario } from './scenario';
import signupInviteOnlyRefused from './signup-invite-only-refused';
import timeBonusExpiresAfter4Hours from './time-bonus-expires-after-4-hours';

export const scenarios: Scenario[] = [
  loginBlockedAfterWrongPasswords,
  timeBonusExpiresAfter4Hours,
  signupInviteOnlyRefused,
  chatDeleteFailsAndListReloads,
];

export const scenarioNamed = (name: string): Scenario | undefined => scenarios.find((s) => s.name === name);
