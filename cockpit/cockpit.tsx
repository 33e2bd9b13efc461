import { useEffect, useRef, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import styles from './cockpit.module.css';
import type { CockpitHost } from './host';
import { ClockPanel } from './panels/clock-panel';
import { FaultsPanel } from './panels/faults-panel';
import { MailPanel } from './panels/mail-panel';
import { ReportsPanel } from './panels/reports-panel';
import { RequestsPanel } from './panels/requests-panel';
import { ResetPanel } from './panels/reset-panel';
import { ScenariosPanel } from './panels/scenarios-panel';
import { WhoPanel } from './panels/who-panel';
import { WorldPanel } from './panels/world-panel';
import { useSimulationState } from './simulation-state';
import { SimulationClock } from './simulation-clock';
import { readUiState, saveUiState, type CockpitUiState } from './ui-state';

const tabs = [
  { id: 'who', label: 'Who' },
  { id: 'clock', label: 'Clock' },
  { id: 'faults', label: 'Faults' },
  { id: 'world', label: 'World' },
  { id: 'scenarios', label: 'Scenarios' },
  { id: 'requests', label: 'Requests' },
  { id: 'reports', label: 'Reports' },
  { id: 'mail', label: 'Mail' },
  { id: 'reset', label: 'Reset' },
] as const;

/**
 * The QA cockpit (issue 20, decision 033): a panel beside the app, never in a production bundle,
 * from which a tester becomes a persona, moves the clock, injects faults, plays scenarios and
 * watches the requests, the app's error and vitals reports, and the mails. It is a side panel, not
 * a dialog: the app stays usable beside it.
 */
export const Cockpit = ({ host }: { host: CockpitHost }) => {
  const [ui, setUi] = useState<CockpitUiState>(() => readUiState(host.mode === 'server'));
  const heading = useRef<HTMLHeadingElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const state = useSimulationState();

  const update = (change: Partial<CockpitUiState>) => {
    setUi((current) => {
      const next = { ...current, ...change };
      saveUiState(next);
      return next;
    });
  };

  useEffect(() => {
    document.documentElement.classList.toggle('sim-cockpit-open', ui.open);
  }, [ui.open]);

  const opened = useRef(false);
  useEffect(() => {
    // Focus follows an opening the tester asked for, not the panel restored open by a page load.
    if (ui.open && opened.current) heading.current?.focus();
    if (!ui.open && opened.current) toggle.current?.focus();
  }, [ui.open]);

  const setOpen = (open: boolean) => {
    opened.current = true;
    update({ open });
  };

  if (!ui.open)
    return (
      <Button
        ref={toggle}
        className={styles.toggle}
        onPress={() => {
          setOpen(true);
        }}
      >
        Simulation
      </Button>
    );

  return (
    <aside className={styles.panel} aria-labelledby="sim-cockpit-title">
      <header className={styles.header}>
        <h2 id="sim-cockpit-title" ref={heading} tabIndex={-1} className={styles.title}>
          Simulation cockpit
        </h2>
        <Button
          className={styles.close}
          onPress={() => {
            setOpen(false);
          }}
        >
          Hide
        </Button>
      </header>
      <SimulationClock state={state.data} readAt={state.dataUpdatedAt} failed={state.isError} />
      <Tabs
        selectedKey={ui.tab}
        onSelectionChange={(key: Key) => {
          update({ tab: String(key) });
        }}
        className={styles.tabs}
      >
        <TabList aria-label="Cockpit sections" className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="who" className={styles.tabPanel}>
          <WhoPanel host={host} personas={state.data?.personas ?? []} />
        </TabPanel>
        <TabPanel id="clock" className={styles.tabPanel}>
          <ClockPanel now={state.data?.now} />
        </TabPanel>
        <TabPanel id="faults" className={styles.tabPanel}>
          <FaultsPanel state={state.data} />
        </TabPanel>
        <TabPanel id="world" className={styles.tabPanel}>
          <WorldPanel state={state.data} />
        </TabPanel>
        <TabPanel id="scenarios" className={styles.tabPanel}>
          <ScenariosPanel
            host={host}
            chosen={ui.scenario}
            onChoose={(scenario) => {
              update({ scenario });
            }}
          />
        </TabPanel>
        <TabPanel id="requests" className={styles.tabPanel}>
          <RequestsPanel />
        </TabPanel>
        <TabPanel id="reports" className={styles.tabPanel}>
          <ReportsPanel />
        </TabPanel>
        <TabPanel id="mail" className={styles.tabPanel}>
          <MailPanel />
        </TabPanel>
        <TabPanel id="reset" className={styles.tabPanel}>
          <ResetPanel host={host} seed={state.data?.seed} />
        </TabPanel>
      </Tabs>
    </aside>
  );
};
