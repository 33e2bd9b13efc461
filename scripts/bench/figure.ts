import type { Goal } from './sample';

/** A measured figure beside its goal; `ok` is null when the issue sets no goal for it. */
export interface Figure {
  value: number | null;
  goal: Goal | null;
  ok: boolean | null;
}

const meets = (value: number, goal: Goal): boolean => {
  if ('max' in goal) return value <= goal.max;
  if ('min' in goal) return value >= goal.min;
  return value === goal.equals;
};

export const figure = (value: number | null, goal: Goal | null): Figure => ({
  value,
  goal,
  ok: goal === null ? null : value !== null && meets(value, goal),
});

export const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const round = (value: number, digits: number): number => Number(value.toFixed(digits));
