/** Extra delay on every simulated answer, to see loading states in development (`?latency=ms`). */
let latencyMs = 0;

export const setLatency = (ms: number): void => {
  latencyMs = Math.max(0, Math.min(ms, 30_000));
};

export const latency = (): number => latencyMs;
