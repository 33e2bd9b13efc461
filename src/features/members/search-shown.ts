import type { QueryClient } from '@tanstack/react-query';
import { getSearchMembersQueryOptions } from '../../../generated/hooks/members/members';
import type { SearchMembersParams, Settings, User } from '../../../generated/model';
import { currentUserQueryOptions, siteSettingsQueryOptions } from '../../api';
import { soughtBy } from '../../domain/partner-preference';
import { visitorMaySearch } from '../../domain/search-access';
import {
  hasSearchInAddress,
  noFilters,
  offeredSearchFields,
  searchFiltersOf,
  searchPageOf,
  searchPageSize,
  type SearchFieldName,
  type SearchFilters,
} from '../../domain/search-filters';
import { readTracking } from '../../lib/tracking';
import { startCountry } from '../places';
import { preloadFirstPhotos } from './card-photos';

/**
 * The search a first visit of /members shows (spec §3 `didInit`): a member sees whom they look
 * for in their own country; a visitor everybody in the country the site placed them in.
 */
const firstSearch = (
  user: User | null,
  settings: Settings,
  offered: readonly SearchFieldName[],
): SearchFilters => {
  const country = offered.includes('country')
    ? startCountry(
        settings.countries,
        user?.profile.country,
        settings.geoip_selected_country,
        settings.geoip_country,
      )
    : null;
  const gender = user !== null && offered.includes('gender') ? (soughtBy(user.profile).gender ?? null) : null;
  return { ...noFilters, gender, country };
};

const requestOf = (filters: SearchFilters, page: number, user: User | null): SearchMembersParams => {
  const params: SearchMembersParams = { page, per_page: searchPageSize };
  if (filters.gender !== null) params.gender = filters.gender;
  if (filters.country !== null) params.country = filters.country;
  if (filters.countryregion !== null) params.countryregion = filters.countryregion;
  if (filters.minAge !== null) params.min_age = filters.minAge;
  if (filters.maxAge !== null) params.max_age = filters.maxAge;
  // Whom a member looks for also by sexuality, which the filters do not show (spec §3 Profile).
  if (user !== null) {
    const { sexuality } = soughtBy(user.profile);
    if (sexuality !== undefined) params.sexuality = sexuality;
  } else {
    // A visitor may search where the site allows it to visitors with a traffic source (spec §6).
    const { network } = readTracking();
    if (network !== undefined) params.network = network;
  }
  return params;
};

/** What /members shows at an address: the filters offered and chosen, the page, and its request. */
export interface SearchShown {
  offered: readonly SearchFieldName[];
  filters: SearchFilters;
  page: number;
  params: SearchMembersParams;
}

export const searchShownAt = (
  address: URLSearchParams,
  settings: Settings,
  user: User | null,
  offered: readonly SearchFieldName[] = offeredSearchFields(settings.search_fields),
): SearchShown => {
  const filters = hasSearchInAddress(address)
    ? searchFiltersOf(address, offered, settings.countries)
    : firstSearch(user, settings, offered);
  const page = searchPageOf(address);
  return { offered, filters, page, params: requestOf(filters, page, user) };
};

// A page seen a moment ago shows at once when the member comes back to it (from a profile, or
// paging back); the search is asked again after five minutes.
const pageFreshMs = 5 * 60 * 1000;

/** One page of the search, as the results ask for it and the route's prefetch does. */
export const searchQueryOptions = (params: SearchMembersParams) =>
  getSearchMembersQueryOptions(params, { query: { staleTime: pageFreshMs } });

/**
 * Asks for the page of the search an address shows as soon as the screen's code, the settings
 * and the session are in: before the screen's first render rather than after it, whose running
 * time on a phone's CPU held the request back, and with it the photos, the page's largest
 * content (issue 14 item 8). The results read the same query. Never rejects: a failed read is
 * the screen's to show, when it asks again.
 */
export const prefetchSearch = async (queryClient: QueryClient, url: URL): Promise<void> => {
  try {
    const [{ settings }, user] = await Promise.all([
      // Both are asked already, by the boot: these wait for the same answers.
      queryClient.query(siteSettingsQueryOptions()),
      queryClient.query(currentUserQueryOptions()),
    ]);
    // A visitor the site keeps out of its search is sent to the login (access-gate.tsx): no search.
    if (user === null && !visitorMaySearch(settings, readTracking().network)) return;
    const found = await queryClient.query(
      searchQueryOptions(searchShownAt(url.searchParams, settings, user).params),
    );
    preloadFirstPhotos(found.profiles, settings.cdn_prefix);
  } catch {
    // The settings or the session failed: the screen shows it.
  }
};
