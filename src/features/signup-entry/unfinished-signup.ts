import { useSyncExternalStore } from 'react';
import { isRecord, readJson, removeKey, sessionStore } from '../../lib/storage';
import { createValueStore } from '../../lib/value-store';

/**
 * Where the signup keeps its progress in this tab (its store: src/features/signup/signup-progress.ts).
 * The shell must know about it on the first load, before any signup code is loaded, to offer a
 * way back into the steps: so the key and the one fact read from it live here, at the meeting point.
 */
export const signupProgressKey = 'signup-progress';

/** The signup's step as last reported in this page; undefined until the signup first reports. */
const reported = createValueStore<number | undefined>(undefined);

/** After a reload the signup has not run yet: the step comes back from the tab's storage. */
const storedStep = (): number => {
  const stored = readJson(sessionStore(), signupProgressKey, isRecord);
  return typeof stored?.step === 'number' ? stored.step : 0;
};

const currentStep = (): number => reported.get() ?? storedStep();

/** The signup reports its step whenever it changes (0: no account made by this signup yet). */
export const reportSignupStep = (step: number): void => {
  reported.set(step);
};

/**
 * Logging out leaves nothing of a signup behind for whoever logs in next on this device. The page
 * is loaded afresh after a logout, so no signup store in memory outlives this.
 */
export const forgetUnfinishedSignup = (): void => {
  removeKey(sessionStore(), signupProgressKey);
  reported.set(0);
};

/** The account exists and steps are left (step 1 onwards, the complete step included). */
export const useHasUnfinishedSignup = (): boolean =>
  useSyncExternalStore(reported.subscribe, currentStep, currentStep) >= 1;
