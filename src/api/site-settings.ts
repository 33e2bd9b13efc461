import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetSettingsQueryKey, getSettings } from '../../generated/hooks/site/site';

/** The route query of the page the app was opened on, passed through to the settings call. */
const bootQuery = (): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(globalThis.location.search));

/**
 * Spec §7: the settings are read once, at boot, with the query of the current route plus the
 * host as forced domain, and then kept for the whole visit under one key (so a screen that reads
 * them later never asks again with another route's query).
 */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: getGetSettingsQueryKey(),
    queryFn: ({ signal }) =>
      getSettings({ forced_domain: globalThis.location.hostname, query: bootQuery() }, undefined, signal),
    staleTime: Infinity,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
