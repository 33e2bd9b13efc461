import type { QueryClient } from '@tanstack/react-query';
import { getGetInfoPageQueryOptions } from '../../../generated/hooks/site/site';
import type { Locale } from '../../../generated/model';

/**
 * An information page's text in a language (its cache key holds both, so a switch fetches anew).
 * A module of its own, light enough for the app's start (src/app/first-render.tsx), which asks
 * for it before the page's chunk when the HTML did.
 */
export const infoPageQueryOptions = (page: string, lang: Locale) =>
  getGetInfoPageQueryOptions({ page, lang }, { query: { staleTime: 5 * 60 * 1000 } });

/** Fetches a page's text into the cache; never rejects (the page shows a failure itself). */
export const prefetchInfoPage = (queryClient: QueryClient, page: string, lang: Locale): Promise<void> =>
  queryClient.query(infoPageQueryOptions(page, lang)).then(
    () => undefined,
    () => undefined,
  );
