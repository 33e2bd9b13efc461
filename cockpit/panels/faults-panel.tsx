import { useState } from 'react';
import { Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { CheckBox } from '../check-box';
import { Button } from '../../src/ui/button';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import {
  describeFault,
  faultKinds,
  faultOf,
  initialChoice,
  type FaultChoice,
  type FaultKind,
} from '../fault-form';
import { PanelError } from '../panel-error';
import type { SimulationState } from '../simulation-state';
import { useAction } from '../use-action';

/**
 * Inject a fault on any operation of the contract — an error answer, a dropped connection, a slow
 * or malformed answer, or an answer lost after the act — once or until removed, and remove it.
 */
export const FaultsPanel = ({ state }: { state: SimulationState | undefined }) => {
  const { running, error, run } = useAction();
  const [choice, setChoice] = useState<FaultChoice>(initialChoice);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (part: Partial<FaultChoice>) => {
    setChoice((current) => ({ ...current, ...part }));
  };
  const operations = (state?.operations ?? []).map((operation) => ({
    id: operation.operationId,
    label: `${operation.operationId} · ${operation.method} ${operation.path}`,
  }));
  const faults = state?.faults ?? [];

  return (
    <section aria-labelledby="sim-faults" className={styles.section}>
      <h3 id="sim-faults" className={styles.sectionTitle}>
        Inject a fault
      </h3>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const made = faultOf(choice);
          if ('problem' in made) {
            setProblem(made.problem);
            return;
          }
          setProblem(null);
          void run('add', async () => {
            await answered(control.POST('/__sim/faults', { body: made.fault }));
          });
        }}
      >
        <SelectField
          label="Operation"
          placeholder="Choose an operation"
          items={operations}
          value={choice.operationId === '' ? null : choice.operationId}
          onChange={(operationId) => {
            change({ operationId });
          }}
        />
        <RadioGroup
          className={styles.radios}
          value={choice.kind}
          onChange={(kind) => {
            change({ kind: kind as FaultKind });
          }}
        >
          <Label className={styles.label}>What goes wrong</Label>
          {faultKinds.map((kind) => (
            <RadioField key={kind.id} value={kind.id}>
              <RadioButton className={styles.radio}>{kind.label}</RadioButton>
            </RadioField>
          ))}
        </RadioGroup>
        {choice.kind === 'error' && (
          <div className={styles.row}>
            <TextField
              label="Status"
              inputMode="numeric"
              value={choice.status}
              onChange={(status) => {
                change({ status });
              }}
            />
            <TextField
              label="Error code"
              value={choice.code}
              onChange={(code) => {
                change({ code });
              }}
            />
          </div>
        )}
        {(choice.kind === 'slow' || choice.kind === 'lost-late') && (
          <TextField
            label="Delay (ms)"
            inputMode="numeric"
            value={choice.delayMs}
            onChange={(delayMs) => {
              change({ delayMs });
            }}
          />
        )}
        <CheckBox
          label="Only once (otherwise until removed)"
          isSelected={choice.once}
          onChange={(once) => {
            change({ once });
          }}
        />
        {problem !== null && (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        )}
        <Button type="submit" isDisabled={running === 'add'}>
          Add the fault
        </Button>
      </form>
      <PanelError error={error} />
      <h3 className={styles.sectionTitle}>Faults in force</h3>
      {faults.length === 0 ? (
        <p className={styles.muted}>None: every operation answers by its rules.</p>
      ) : (
        <ul className={styles.list} aria-label="Faults in force">
          {faults.map((fault, index) => (
            <li key={`${fault.operationId}-${String(index)}`} className={styles.item}>
              <div>
                <strong>{fault.operationId}</strong>
                <p className={styles.muted}>{describeFault(fault)}</p>
              </div>
              <Button
                variant="outline"
                aria-label={`Remove the fault on ${fault.operationId}`}
                isDisabled={running === `remove-${String(index)}`}
                onPress={() =>
                  void run(`remove-${String(index)}`, async () => {
                    await answered(control.DELETE('/__sim/faults/{index}', { params: { path: { index } } }));
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {faults.length > 1 && (
        <Button
          variant="outline"
          isDisabled={running === 'clear'}
          onPress={() =>
            void run('clear', async () => {
              await answered(control.DELETE('/__sim/faults'));
            })
          }
        >
          Remove every fault
        </Button>
      )}
    </section>
  );
};
