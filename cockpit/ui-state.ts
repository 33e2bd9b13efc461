/**
 * What the cockpit remembers across the page loads it causes (becoming a persona, a reset): open
 * or closed, the tab, the chosen scenario. Per tab (sessionStorage), so two tabs keep their own.
 */
export interface CockpitUiState {
  open: boolean;
  tab: string;
  scenario: string | null;
}

const key = 'sim-cockpit';
const initial: CockpitUiState = { open: false, tab: 'who', scenario: null };

const isUiState = (value: unknown): value is CockpitUiState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CockpitUiState).open === 'boolean' &&
  typeof (value as CockpitUiState).tab === 'string';

/**
 * The remembered state, or the first one: open where the tester asked for the cockpit (`/__sim/` of
 * the simulated server), closed in the development app, where it waits behind its button.
 */
export const readUiState = (openAtFirst: boolean): CockpitUiState => {
  const first = { ...initial, open: openAtFirst };
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return isUiState(saved) ? { ...first, ...saved } : first;
  } catch {
    return first;
  }
};

export const saveUiState = (state: CockpitUiState): void => {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // A full or blocked storage only forgets the panel's place; nothing else depends on it.
  }
};
