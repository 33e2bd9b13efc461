import type { http } from 'msw';

/** Filled in by the simulated-backend work on this area. */
export const accountLifecycleHandlers: ReturnType<typeof http.get>[] = [];
