import { settingsHandlers } from './settings';

/** Every simulated endpoint; the same list runs in the browser, in vitest and over HTTP. */
export const handlers = [...settingsHandlers];
