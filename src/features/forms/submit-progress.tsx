import { useEffect, useState } from 'react';
import { httpConfig } from '../../api';
import { StillTryingNote } from '../../ui';
import type { StoppableRequest } from './use-stoppable-request';

/**
 * True once a pending request has waited `httpConfig.stillTryingAfterMs`: the HTTP policy may be
 * retrying or waiting out a slow answer, and the member should hear about it (issue 12: within
 * 5 s a member on a button sees the outcome or that it is still trying, with a way to stop).
 */
export const useStillTrying = (isPending: boolean): boolean => {
  const [run, setRun] = useState({ isPending, slow: false });
  // A new request (or its end) starts the wait afresh.
  if (run.isPending !== isPending) setRun({ isPending, slow: false });
  useEffect(() => {
    if (!isPending) return undefined;
    const timer = setTimeout(() => {
      setRun({ isPending: true, slow: true });
    }, httpConfig.stillTryingAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [isPending]);
  return isPending && run.slow;
};

export interface SubmitProgressProps {
  isPending: boolean;
  stoppable: StoppableRequest;
}

/** Beside a submit button: "Sending…", then "Still trying…" with Stop (see `useStoppableRequest`). */
export const SubmitProgress = ({ isPending, stoppable }: SubmitProgressProps) => {
  const stillTrying = useStillTrying(isPending);
  return <StillTryingNote isPending={isPending} isStillTrying={stillTrying} onStop={stoppable.stop} />;
};
