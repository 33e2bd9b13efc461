import type { QueryClient } from '@tanstack/react-query';
import { isLocale } from '../../locales/i18n-util';
import { currentUserQueryOptions } from '../api';
import { earlyUrls } from '../api/early-answers';
import { prefetchInfoPage } from '../features/pages/info-page-query';
import { loadMemberChrome } from './member-chrome-code';

/**
 * Asks who is logged in at once, beside the settings request, rather than at the first render.
 * Resolves when the answer (or the failure) is in; never rejects.
 */
export const sessionKnown = (queryClient: QueryClient): Promise<void> =>
  queryClient.query(currentUserQueryOptions()).then(
    () => undefined,
    // A failed check leaves the query in error: the screens treat that as a visitor and ask again.
    () => undefined,
  );

/**
 * The session, and for a member the member chrome's chunk too (decision 013): a member's first
 * paint already has the nav, the tab bar and the account menu, and a visitor's carries none of
 * their code. Resolves for a visitor as soon as the session is known; never rejects — a chunk that
 * failed leaves the member chrome's failure notice in the page, with a way to try again.
 */
export const memberChromeReady = async (queryClient: QueryClient): Promise<void> => {
  await sessionKnown(queryClient);
  const user = queryClient.getQueryData(currentUserQueryOptions().queryKey);
  if (user !== undefined && user !== null) await loadMemberChrome();
};

/**
 * An information page whose text the HTML asked for: the entry may have painted it already
 * (src/prerender/early-info-page.ts), so the first render waits for the same answer and renders
 * that text over it, not its skeleton. Never rejects (the page shows a failure itself).
 */
export const earlyPageReady = async (queryClient: QueryClient): Promise<void> => {
  const pages = earlyUrls().filter((url) => url.pathname.endsWith('/api/pages.php'));
  await Promise.all(
    pages.map((url) => {
      const page = url.searchParams.get('page');
      const lang = url.searchParams.get('lang');
      if (page === null || lang === null || !isLocale(lang)) return Promise.resolve();
      return prefetchInfoPage(queryClient, page, lang);
    }),
  );
};
