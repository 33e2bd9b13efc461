import type { PaymentMethodCode } from '../../generated/model';

/**
 * How the simulated payment provider settles the payments that follow (a control call, a scenario,
 * the cockpit's World tab). Apart from the settlement rules (handlers/payments-settlement.ts) so
 * that the browser's saved world can keep it (mocks/db/state-dump.ts).
 */
export type PaymentOutcome = 'complete' | 'fail' | 'cancel' | 'stored_card_fail';

/** Which payments a chosen outcome applies to; the others complete. */
export interface OutcomeScope {
  methods?: readonly PaymentMethodCode[];
  /** Only orders whose total is at least this amount. */
  minTotal?: number;
}

let chosen: { outcome: PaymentOutcome; scope: OutcomeScope } = { outcome: 'complete', scope: {} };

/**
 * How the simulated provider settles payments from now on (scenarios: "the payment fails"):
 * `complete` (default), `fail` (declined), `cancel` (cancelled by the member at the provider),
 * `stored_card_fail` (charging a stored card fails; other payments complete). With `scope`, only
 * payments with those methods or totals are affected.
 */
export const setPaymentOutcome = (outcome: PaymentOutcome, scope: OutcomeScope = {}): void => {
  chosen = { outcome, scope };
};

/** The outcome chosen and what it applies to (the cockpit shows it). */
export const chosenPaymentOutcome = (): { outcome: PaymentOutcome; scope: OutcomeScope } => chosen;
