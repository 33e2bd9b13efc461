import { useState } from 'react';
import { expect } from '../scenarios/expect';
import { httpScenarioHost } from '../scenarios/http-host';
import { scenarioApi, type Scenario, type ScenarioApi } from '../scenarios/scenario';

export type StepResult = { state: 'passed' } | { state: 'failed'; message: string } | { state: 'running' };

/**
 * The steps of a scenario played in the page: the same step code the vitest, Playwright and
 * command-line runners play, over HTTP with the page's own cookie (so a step's login is the app's
 * session too). Each step's result stays beside it; the next step to play is the first not passed.
 */
export const useScenarioRun = (scenario: Scenario | undefined) => {
  const [results, setResults] = useState<readonly StepResult[]>([]);
  const [api] = useState<ScenarioApi>(() =>
    scenarioApi(httpScenarioHost({ origin: window.location.origin, expect })),
  );

  const nextStep = scenario === undefined ? -1 : results.findIndex((result) => result.state !== 'passed');
  const next = nextStep === -1 ? results.length : nextStep;
  const finished = scenario !== undefined && next >= scenario.steps.length;
  const failed = results.some((result) => result.state === 'failed');

  /** Plays step `index`; true when it passed. */
  const play = async (index: number): Promise<boolean> => {
    const step = scenario?.steps[index];
    if (step === undefined) return false;
    const mark = (result: StepResult) => {
      setResults((current) => {
        const copy = [...current];
        copy[index] = result;
        return copy;
      });
    };
    mark({ state: 'running' });
    try {
      await step.run(api);
      mark({ state: 'passed' });
      return true;
    } catch (error) {
      mark({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  };

  return {
    results,
    next,
    finished,
    failed,
    play,
    clear: () => {
      setResults([]);
    },
  };
};
