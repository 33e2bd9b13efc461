import { resetSite } from './db/site-settings';

/** Restores the simulated backend to its seeded state (tests call it between cases). */
export const resetSimulation = (): void => {
  resetSite();
};
