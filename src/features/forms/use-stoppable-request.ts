import { useState } from 'react';

export interface StoppableRequest {
  /**
   * Request options for a generated mutation hook (`usePostUser({ request })`): every request it
   * sends carries this signal, and Stop aborts it, retries and their waits included.
   */
  request: { signal: AbortSignal };
  /** Stops the request in flight; the next submit gets a fresh signal. */
  stop: () => void;
  /** The error is the abort Stop caused: the member chose it, so the form reports no failure. */
  isStop: (error: unknown) => boolean;
}

/**
 * A submit the member can stop. The signal for the next request is ready before it is sent (a
 * mutation hook reads its options from the last render), and Stop swaps in a new one at once.
 */
export const useStoppableRequest = (): StoppableRequest => {
  const [controller, setController] = useState(() => new AbortController());
  return {
    request: { signal: controller.signal },
    stop: () => {
      controller.abort();
      setController(new AbortController());
    },
    isStop: (error) =>
      (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError',
  };
};
