/**
 * The page's list of the member chrome's chunks (vite.config.ts, `preloadAppChunks`): read by the
 * entry for a member's page and by a visitor's head start before login. Its own module, so the
 * entry reads the name without the chrome's loader.
 */
export const memberChromeChunksMeta = 'member-chrome-chunks';
