/**
 * How long the simulated outside world takes, in simulated seconds. Apart from the handlers that
 * use them so that scenarios (and the cockpit, which bundles them) can read them without loading
 * any handler: a handler module brings the contract validator with it (decision 033).
 */

/** The simulated provider confirms a redirect payment 5 s after it started. */
export const providerConfirmSeconds = 5;

/**
 * Stand-in for the staff review of spec §4 Photo: a photo uploaded through the simulation turns
 * active once it has waited this long (members-photos.ts).
 */
export const reviewSeconds = 60;
