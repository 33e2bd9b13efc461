/** The part of a `layout-shift` performance entry CLS reads (the type is not in TypeScript's DOM lib). */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/**
 * Cumulative layout shift as Web Vitals defines it: shifts are grouped in session windows (the next
 * shift less than 1 s after the last, the window at most 5 s long) and CLS is the largest window's
 * sum. A shift right after the member's own input is expected and not counted.
 */
export const createClsWindow = () => {
  let largest = 0;
  let sum = 0;
  let first: number | undefined;
  let last: number | undefined;
  return {
    add(shift: LayoutShift): void {
      if (shift.hadRecentInput) return;
      const continues =
        first !== undefined &&
        last !== undefined &&
        shift.startTime - last < 1000 &&
        shift.startTime - first < 5000;
      if (continues) sum += shift.value;
      else {
        sum = shift.value;
        first = shift.startTime;
      }
      last = shift.startTime;
      largest = Math.max(largest, sum);
    },
    value: (): number => largest,
  };
};
