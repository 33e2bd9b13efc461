import { useState } from 'react';
import { Button } from '../../src/ui/button';
import { TextField } from '../../src/ui/text-field';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { reloadApp, type CockpitHost } from '../host';
import { PanelError } from '../panel-error';
import { useAction } from '../use-action';

/** Back to the seed, or another seed and start time: the app then opens afresh, logged out. */
export const ResetPanel = ({ host, seed }: { host: CockpitHost; seed: number | undefined }) => {
  const { running, error, run } = useAction();
  const [chosenSeed, setChosenSeed] = useState('');
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <section aria-labelledby="sim-reset" className={styles.section}>
      <h3 id="sim-reset" className={styles.sectionTitle}>
        Reset the simulation
      </h3>
      <p className={styles.muted}>
        Everything goes back to the seeded data: members, messages, credits, faults, the request log and the
        outbox. Who is logged in is forgotten.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const seedNumber = chosenSeed.trim() === '' ? undefined : Number(chosenSeed);
          if (seedNumber !== undefined && (!Number.isInteger(seedNumber) || seedNumber < 0)) {
            setProblem('The seed is a whole number, 0 or more.');
            return;
          }
          const startMs = start === '' ? undefined : Date.parse(start);
          if (startMs !== undefined && Number.isNaN(startMs)) {
            setProblem('The start is not a date and time.');
            return;
          }
          setProblem(null);
          void run('reset', async () => {
            await answered(
              control.POST('/__sim/reset', {
                body: {
                  ...(seedNumber === undefined ? {} : { seed: seedNumber }),
                  ...(startMs === undefined ? {} : { now: new Date(startMs).toISOString() }),
                },
              }),
            );
            await reloadApp(host, '/');
          });
        }}
      >
        <TextField
          label="Seed"
          inputMode="numeric"
          description={`Empty: the current seed${seed === undefined ? '' : ` (${String(seed)})`}.`}
          value={chosenSeed}
          onChange={setChosenSeed}
        />
        <TextField
          label="Start time (your local time)"
          type="datetime-local"
          description="Empty: the seed’s own start."
          value={start}
          onChange={setStart}
        />
        {problem !== null && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <Button type="submit" isDisabled={running === 'reset'}>
          Reset
        </Button>
      </form>
      <PanelError error={error} />
    </section>
  );
};
