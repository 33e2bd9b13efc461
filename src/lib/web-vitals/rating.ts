export type VitalName = 'LCP' | 'INP' | 'CLS';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Web Vitals' published thresholds (web.dev/articles/vitals): good up to the first figure, poor
 * above the second. LCP and INP in milliseconds, CLS without unit.
 */
export const vitalThresholds: Readonly<Record<VitalName, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export const vitalRating = (name: VitalName, value: number): VitalRating => {
  const [good, poor] = vitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
};
