/**
 * Answers of the simulated backend that do not match the contract. Tests switch checking on and
 * fail when this list is not empty; the HTTP server exposes it to Playwright.
 */
let checking = false;
let violations: string[] = [];

export const setContractChecking = (on: boolean): void => {
  checking = on;
};

export const isContractChecking = (): boolean => checking;

export const recordViolations = (found: string[]): void => {
  violations.push(...found);
};

/** Returns what was recorded and clears it. */
export const takeViolations = (): string[] => {
  const found = violations;
  violations = [];
  return found;
};
