import { accountHandlers } from './account';
import { chatHandlers } from './chat';
import { commerceHandlers } from './commerce';
import { likesHandlers } from './likes';
import { notSimulatedHandler } from './not-simulated';
import { siteHandlers } from './site';

export { notSimulatedHeader } from './not-simulated';

/** Every simulated endpoint; the same list runs in the browser, in vitest and over HTTP. */
export const handlers = [
  ...siteHandlers,
  ...accountHandlers,
  ...chatHandlers,
  ...likesHandlers,
  ...commerceHandlers,
  notSimulatedHandler,
];
