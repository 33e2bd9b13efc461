import { createControlClient, type ControlClient } from '../scenarios/control-client';
import { controlAnswer } from '../scenarios/http-host';

/** The control API on the page's own origin (the cockpit is always served beside the app). */
export const control: ControlClient = createControlClient({ baseUrl: window.location.origin });

/** A control call's body, or an Error with the control API's own message (shown in the panel). */
export const answered = async <Data>(
  pending: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> => {
  const result = await pending;
  return controlAnswer(new URL(result.response.url).pathname, Promise.resolve(result));
};
