import { addFault } from '../mocks/control/faults';
import { configureSite } from '../mocks/db/site-settings';
import { setPaymentOutcome } from '../mocks/control/payment-outcome';
import { resetSimulation } from '../mocks/reset';
import type { Scenario } from './scenario';

/** Puts the simulated backend in the scenario's starting state: a fresh seed, then its changes. */
export const applyScenario = async (
  scenario: Scenario,
  options: { seed?: number; start?: number; crowd?: number } = {},
) => {
  // A scenario starts from the real time unless told otherwise (--now), not from a moved clock.
  const start = (options.start ?? Date.now()) + (scenario.clockOffsetSeconds ?? 0) * 1000;
  await resetSimulation({ seed: options.seed, start, crowd: options.crowd });
  if (scenario.site !== undefined) configureSite(scenario.site);
  for (const fault of scenario.faults ?? []) addFault(fault);
  if (scenario.paymentOutcome !== undefined) {
    setPaymentOutcome(scenario.paymentOutcome.outcome, scenario.paymentOutcome.scope);
  }
};
