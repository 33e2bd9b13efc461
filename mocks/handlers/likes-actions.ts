import type { http } from 'msw';

/** Filled in by the simulated-backend work on this area. */
export const likeActionHandlers: ReturnType<typeof http.get>[] = [];
