/**
 * Answers of the simulated backend that do not match the contract. Checking is on wherever the
 * simulation runs (vitest, Playwright, `npm start`, `npm run sim`) unless switched off
 * (`--no-contract-check`, `?contract-check=off`). Each violation is printed once as a console
 * error, except under vitest, whose setup fails the test on the list instead (a printed error
 * would only repeat it as noise); `GET /__sim/contract-violations` hands the list out.
 */
let checking = true;
let printing = typeof process === 'undefined' || process.env.VITEST === undefined;
let violations: string[] = [];

/** The list is bounded, so a long session with a broken handler cannot grow it without end. */
const limit = 1000;

export const setContractChecking = (on: boolean): void => {
  checking = on;
};

export const isContractChecking = (): boolean => checking;

/** Whether each violation is also printed with console.error as it is found. */
export const setViolationPrinting = (on: boolean): void => {
  printing = on;
};

export const recordViolations = (found: string[]): void => {
  for (const violation of found) {
    if (printing) console.error(`Contract violation: ${violation}`);
  }
  violations.push(...found);
  if (violations.length > limit) violations = violations.slice(-limit);
};

/** Returns what was recorded and clears it. */
export const takeViolations = (): string[] => {
  const found = violations;
  violations = [];
  return found;
};
