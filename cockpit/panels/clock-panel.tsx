import { useState } from 'react';
import { Button } from '../../src/ui/button';
import { TextField } from '../../src/ui/text-field';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { toLocalInput } from '../format';
import { nudgeApp } from '../host';
import { PanelError } from '../panel-error';
import { useAction } from '../use-action';

const steps = [
  { label: '+1 min', seconds: 60 },
  { label: '+1 h', seconds: 3600 },
  { label: '+4 h', seconds: 4 * 3600 },
  { label: '+1 day', seconds: 24 * 3600 },
] as const;

/**
 * Moves the simulation's clock; the app follows at once (the time bonus, the swipe day, login
 * blocks, the reactivation window), since the cockpit nudges it to read the member again.
 */
export const ClockPanel = ({ now }: { now: string | undefined }) => {
  const { running, error, run } = useAction();
  const [target, setTarget] = useState('');

  const move = (name: string, body: { advance_seconds: number } | { now: string }) =>
    void run(name, async () => {
      await answered(control.POST('/__sim/clock', { body }));
      nudgeApp();
    });

  return (
    <section aria-labelledby="sim-clock" className={styles.section}>
      <h3 id="sim-clock" className={styles.sectionTitle}>
        Move the clock
      </h3>
      <div className={styles.actions}>
        {steps.map((step) => (
          <Button
            key={step.label}
            variant="secondary"
            isDisabled={running === step.label}
            aria-label={`Move the clock ${step.label.replace('+', 'forward ')}`}
            onPress={() => {
              move(step.label, { advance_seconds: step.seconds });
            }}
          >
            {step.label}
          </Button>
        ))}
      </div>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const at = Date.parse(target);
          if (Number.isNaN(at)) return;
          move('to', { now: new Date(at).toISOString() });
        }}
      >
        <TextField
          label="Move to (your local time)"
          type="datetime-local"
          value={target === '' && now !== undefined ? toLocalInput(new Date(now)) : target}
          onChange={setTarget}
          isRequired
        />
        <Button type="submit" isDisabled={running === 'to'}>
          Move
        </Button>
      </form>
      <PanelError error={error} />
      <p className={styles.muted}>
        Moving the clock back is allowed but rules that count time (login blocks, the time bonus) may then see
        the past.
      </p>
    </section>
  );
};
