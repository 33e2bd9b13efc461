/**
 * What each browser (and webpack-style loaders) says when a lazy chunk cannot be fetched, usually
 * because a new deploy replaced it; Vite's CSS preload failure means the same.
 */
const chunkLoadMessage =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/;

export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error && (error.name === 'ChunkLoadError' || chunkLoadMessage.test(error.message));
