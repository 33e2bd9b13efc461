import { useEffect, useState } from 'react';
import styles from './cockpit.module.css';
import { formatDateTime } from './format';
import type { SimulationState } from './simulation-state';

/** The real time, read once a second (reading it during a render would make the render impure). */
const useSecondTicks = (): number => {
  const [realNow, setRealNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setRealNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return realNow;
};

/**
 * The simulation's time, ticking: the time the state was read at plus the real time since. The
 * state is read again every few seconds, so a clock moved elsewhere shows within them.
 */
export const SimulationClock = ({
  state,
  readAt,
  failed,
}: {
  state: SimulationState | undefined;
  /** When the state was read (react-query's dataUpdatedAt). */
  readAt: number;
  failed: boolean;
}) => {
  const realNow = useSecondTicks();
  if (failed && state === undefined)
    return (
      <p role="alert" className={styles.error}>
        The simulation does not answer its control calls (/__sim/state).
      </p>
    );
  const now =
    state === undefined ? undefined : new Date(Date.parse(state.now) + Math.max(0, realNow - readAt));
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Simulation time</dt>
        <dd>{now === undefined ? '…' : formatDateTime(now)}</dd>
      </div>
      <div>
        <dt>Seed</dt>
        <dd>{state?.seed ?? '…'}</dd>
      </div>
      <div>
        <dt>Faults</dt>
        <dd>{state?.faults.length ?? '…'}</dd>
      </div>
    </dl>
  );
};
