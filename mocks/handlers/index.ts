import { notSimulatedHandler } from './not-simulated';
import { settingsHandlers } from './settings';

export { notSimulatedHeader } from './not-simulated';

/** Every simulated endpoint; the same list runs in the browser, in vitest and over HTTP. */
export const handlers = [...settingsHandlers, notSimulatedHandler];
