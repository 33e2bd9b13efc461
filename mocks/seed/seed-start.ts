/**
 * Start of the last seed, so a test reseed can reuse it (and the generated data with it). Kept
 * apart from seed.ts so resetting it never loads the seed module (and faker with it).
 */
let start: number | undefined;

/** The faker seed when none is given (here, not in seed.ts, for the same reason). */
export const defaultSeed = 20_261_125;

export const rememberSeedStart = (at: number): void => {
  start = at;
};

export const lastSeedStart = (): number | undefined => start;

export const forgetLastSeedStart = (): void => {
  start = undefined;
};
