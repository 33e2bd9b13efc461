import type { http } from 'msw';

/** Filled in by the simulated-backend work on this area. */
export const paymentHandlers: ReturnType<typeof http.get>[] = [];
