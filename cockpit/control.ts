import { createControlClient, type ControlClient } from '../scenarios/control-client';

/** The control API on the page's own origin (the cockpit is always served beside the app). */
export const control: ControlClient = createControlClient({ baseUrl: window.location.origin });

/** A control call's body, or an Error with the control API's own message (shown in the panel). */
export const answered = async <Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> => {
  const { data, error, response } = await call;
  if (data !== undefined) return data;
  const message =
    typeof error === 'object' && error !== null && 'error' in error
      ? String((error as { error: { message?: unknown } }).error.message)
      : `HTTP ${String(response.status)}`;
  throw new Error(message);
};
