import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { stateQueryKey } from './simulation-state';

/**
 * One cockpit action at a time per panel: which one runs (its button is disabled meanwhile — not
 * react-aria's `isPending`, whose announcement dangles when the button goes away, as a removed
 * fault's does), and the error of the last one, in the control API's own words. After it the
 * simulation's state is read again.
 */
export const useAction = () => {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<void>) => {
    setRunning(name);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning(null);
      await queryClient.invalidateQueries({ queryKey: stateQueryKey });
    }
  };
  return { running, error, run };
};
