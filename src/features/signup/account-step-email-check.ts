import { useCallback, useEffect, useRef } from 'react';
import { checkEmailAvailable } from '../../../generated/hooks/account/account';

/**
 * Spec §5 "This email address already owns an account on this website", told when the e-mail
 * field is left rather than only after the whole form was sent. Only the answer for the address
 * still in the field counts; a check that fails (rate limit, server error, no connection) tells
 * nothing and blocks nothing: the signup itself checks again.
 */
export const useEmailAvailabilityCheck = (
  currentEmail: () => string,
  onAnswer: (available: boolean) => void,
) => {
  const running = useRef<AbortController>(undefined);
  // Leaving the field again without changing it asks nothing new (the server allows 30 an hour).
  const known = useRef<{ email: string; available: boolean }>(undefined);
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );
  return useCallback(
    (email: string) => {
      if (known.current?.email === email) {
        onAnswer(known.current.available);
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      checkEmailAvailable({ email }, undefined, controller.signal).then(
        ({ available }) => {
          known.current = { email, available };
          if (controller.signal.aborted || currentEmail() !== email) return;
          onAnswer(available);
        },
        () => undefined,
      );
    },
    [currentEmail, onAnswer],
  );
};
