import { useState } from 'react';
import {
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
} from 'react-aria-components';
import { Button } from '../../src/ui/button';
import { scenarios } from '../../scenarios/index';
import { scenarioAreaHeadings, scenarioAreas } from '../../scenarios/scenario';
import { specRuleNamed } from '../../scenarios/spec-rules';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { nudgeApp, reloadApp, type CockpitHost } from '../host';
import { PanelError } from '../panel-error';
import { useScenarioRun, type StepResult } from '../scenario-run';
import { useAction } from '../use-action';

const resultText = (result: StepResult | undefined): string => {
  if (result === undefined) return 'not played';
  if (result.state === 'running') return 'playing…';
  return result.state;
};

/**
 * Load a scenario by name, read its steps and expectations, and play them one by one or all at
 * once, each marked passed or failed in place. Loading resets the simulation to the scenario's
 * start and opens the app afresh; the cockpit remembers the scenario across that page load.
 */
export const ScenariosPanel = ({
  host,
  chosen,
  onChoose,
}: {
  host: CockpitHost;
  chosen: string | null;
  onChoose: (name: string | null) => void;
}) => {
  const [filter, setFilter] = useState('');
  const { running, error, run } = useAction();
  const scenario = scenarios.find((entry) => entry.name === chosen);
  const play = useScenarioRun(scenario);
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const found = scenarios.filter((entry) =>
    words.every((word) => `${entry.name} ${entry.area} ${entry.description}`.toLowerCase().includes(word)),
  );

  const playFrom = async (all: boolean) => {
    if (scenario === undefined) return;
    for (let index = play.next; index < scenario.steps.length; index += 1) {
      const passed = await play.play(index);
      nudgeApp();
      if (!passed || !all) return;
    }
  };

  return (
    <section aria-labelledby="sim-scenarios" className={styles.section}>
      <h3 id="sim-scenarios" className={styles.sectionTitle}>
        Scenarios
      </h3>
      <SearchField className={styles.search} value={filter} onChange={setFilter}>
        <Label className={styles.label}>Find a scenario ({String(scenarios.length)})</Label>
        <Input className={styles.input} />
      </SearchField>
      <ListBox
        aria-label="Scenarios"
        className={styles.listBox}
        selectionMode="single"
        selectedKeys={chosen === null ? [] : [chosen]}
        onSelectionChange={(keys) => {
          const [name] = keys === 'all' ? [] : [...keys];
          if (name !== undefined) {
            onChoose(String(name));
            play.clear();
          }
        }}
        renderEmptyState={() => <p className={styles.muted}>No scenario has all these words.</p>}
      >
        {scenarioAreas
          .map((area) => ({ area, inArea: found.filter((entry) => entry.area === area) }))
          .filter(({ inArea }) => inArea.length > 0)
          .map(({ area, inArea }) => (
            <ListBoxSection key={area} id={area}>
              <Header className={styles.optionGroup}>{scenarioAreaHeadings[area]}</Header>
              {inArea.map((entry) => (
                <ListBoxItem key={entry.name} id={entry.name} className={styles.option}>
                  {entry.name}
                </ListBoxItem>
              ))}
            </ListBoxSection>
          ))}
      </ListBox>
      {scenario !== undefined && (
        <article aria-labelledby="sim-scenario-name" className={styles.scenario}>
          <h4 id="sim-scenario-name" className={styles.scenarioName}>
            {scenario.name}
          </h4>
          <p>{scenario.description}</p>
          <ul className={styles.rules} aria-label="Spec rules it shows">
            {scenario.rules.map((id) => {
              const rule = specRuleNamed(id);
              return (
                <li key={id}>
                  {rule.section} {rule.rule}
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button
              isDisabled={running === 'load'}
              onPress={() =>
                void run('load', async () => {
                  await answered(control.POST('/__sim/scenario', { body: { name: scenario.name } }));
                  play.clear();
                  await reloadApp(host, '/');
                })
              }
            >
              Load (reset to its start)
            </Button>
            <Button
              variant="secondary"
              isDisabled={play.finished || running !== null}
              onPress={() => void run('step', () => playFrom(false))}
            >
              Play the next step
            </Button>
            <Button
              variant="secondary"
              isDisabled={play.finished || running !== null}
              onPress={() => void run('all', () => playFrom(true))}
            >
              Play all
            </Button>
          </div>
          <PanelError error={error} />
          <ol className={styles.steps} aria-label="Steps">
            {scenario.steps.map((step, index) => {
              const result = play.results[index];
              return (
                <li key={step.title} className={styles.step} data-state={result?.state ?? 'waiting'}>
                  <span className={styles.stepTitle}>{step.title}</span>
                  <span className={styles.stepState}>{resultText(result)}</span>
                  {result?.state === 'failed' && <span className={styles.detail}>{result.message}</span>}
                </li>
              );
            })}
          </ol>
          <p className={styles.status} role="status">
            {play.finished
              ? play.failed
                ? 'Finished with a failed step.'
                : 'Every step passed.'
              : `Next: step ${String(play.next + 1)} of ${String(scenario.steps.length)}.`}
          </p>
          <p className={styles.muted}>
            Load first: the steps expect the scenario’s start. A step may log in, move the clock or act as
            another member; “Reload the app” shows the app as the steps left it.
          </p>
          <Button variant="outline" onPress={() => void reloadApp(host, window.location.pathname)}>
            Reload the app
          </Button>
        </article>
      )}
    </section>
  );
};
