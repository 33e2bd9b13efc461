import { trackSignupProgress } from '../../../generated/hooks/account/account';
import type { SignupProgressEvent } from '../../../generated/model';
import { completeStep, signupProgress, type SignupStep } from './signup-progress';

/**
 * Spec §4 signup progress events. Statistics only: the member never waits for them and a failed
 * one is dropped (the contract makes repeats harmless, so nothing needs to be sent again).
 */
export const sendSignupProgress = (event: SignupProgressEvent, step: SignupStep): void => {
  trackSignupProgress({ event, step }).catch(() => undefined);
};

/** `started`, the first time the form is shown for a signup (closing and reopening is the same one). */
export const signupShown = (): void => {
  const { started, step } = signupProgress.get();
  if (started) return;
  signupProgress.update({ started: true });
  sendSignupProgress('started', step);
};

/** `flow_complete`: the last profile step is done, the complete step is next. */
export const signupFlowComplete = (): void => {
  sendSignupProgress('flow_complete', completeStep);
};

/**
 * `closed` with the step shown, when the member closes the signup modal before the flow is
 * complete. A modal that never showed the form (signups closed) started nothing to close.
 */
export const signupClosed = (): void => {
  const { started, step } = signupProgress.get();
  if (started && step < completeStep) sendSignupProgress('closed', step);
};
