import type { BrowserContext } from '@playwright/test';

/**
 * For journeys about a screen's code loading on demand (offline navigation): the idle prefetch
 * (decision 035) would have fetched it 2 s after the load, so the journey's outcome would hang on
 * its timing. Its chunk is answered by one that watches nothing; the app is otherwise the same.
 */
export const withoutIdlePrefetch = async (context: BrowserContext): Promise<void> => {
  await context.route(/\/assets\/idle-prefetch-watch-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export const watchScreens = () => {};' }),
  );
};
