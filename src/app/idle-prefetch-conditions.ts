/** Spec §9: "Idle prefetch timeout 2 s" — how long a screen is left alone before (decision 035). */
export const idlePrefetchDelayMs = 2000;

/** The network the browser says it is on (Network Information API; Chromium only). */
type Connection = { saveData?: boolean; effectiveType?: string } | undefined;

/** The member asked to save data, or the network is 2G: the next screens' code waits for a tap. */
export const sparingNetwork = (): boolean => {
  const connection = (navigator as { connection?: Connection }).connection;
  return connection?.saveData === true || (connection?.effectiveType ?? '').endsWith('2g');
};
