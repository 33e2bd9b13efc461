import { expect } from '@playwright/test';
import type { Fault } from '../mocks/control/faults';

/** Gives the worker's simulated server a fault (mocks/control/faults.ts) through its control API. */
export const injectFault = async (origin: string, fault: Fault): Promise<void> => {
  const response = await fetch(`${origin}/__sim/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
};
