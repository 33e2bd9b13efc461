import { useQuery } from '@tanstack/react-query';
import type { ControlSchemas } from '../scenarios/control-client';
import { answered, control } from './control';

export type SimulationState = ControlSchemas['SimulationState'];

export const stateQueryKey = ['simulation-state'] as const;

/**
 * The simulation's time, seed, faults and lists, read again every few seconds (a scenario step or
 * another tab may change them) and at once after each of the cockpit's own changes.
 */
export const useSimulationState = () =>
  useQuery({
    queryKey: stateQueryKey,
    queryFn: () => answered(control.GET('/__sim/state')),
    refetchInterval: 5000,
  });
