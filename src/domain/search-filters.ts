import type { Gender } from './partner-preference';

/**
 * The member search's filters (spec §3 "Search state": gender, country, countryregion, min_age,
 * max_age, and the page). They live in the page's address (`/members?gender=female&page=2`), so
 * going back from a profile, reloading or sharing the link shows the same search; a value that is
 * missing or not one the search accepts means "any".
 */
export interface SearchFilters {
  gender: Gender | null;
  country: string | null;
  countryregion: string | null;
  minAge: number | null;
  maxAge: number | null;
}

export const searchAgeRange = { min: 18, max: 99 } as const;

/** Results per page: fills two columns on a phone and three, four or six on wider screens. */
export const searchPageSize = 24;

/** The search fields a site may offer (settings `search_fields`); others are not ours to show. */
export const searchFieldNames = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;
export type SearchFieldName = (typeof searchFieldNames)[number];

export const offeredSearchFields = (searchFields: readonly string[]): SearchFieldName[] =>
  searchFieldNames.filter((name) => searchFields.includes(name));

export const noFilters: SearchFilters = {
  gender: null,
  country: null,
  countryregion: null,
  minAge: null,
  maxAge: null,
};

const ageOf = (value: string | null): number | null => {
  if (value === null || !/^\d{2}$/.test(value)) return null;
  const age = Number(value);
  return age >= searchAgeRange.min && age <= searchAgeRange.max ? age : null;
};

const genderOf = (value: string | null): Gender | null =>
  value === 'male' || value === 'female' ? value : null;

/** A page number of the address: a whole number from 1, else the first page. */
export const searchPageOf = (params: URLSearchParams): number => {
  const value = params.get('page');
  if (value === null || !/^\d{1,5}$/.test(value)) return 1;
  return Math.max(1, Number(value));
};

/**
 * The filters an address asks for, as far as the site offers them: a country outside the site's
 * countries, an age outside 18–99 or a region without its country is left out, not sent.
 */
export const searchFiltersOf = (
  params: URLSearchParams,
  offered: readonly SearchFieldName[],
  countries: readonly string[],
): SearchFilters => {
  const has = (name: SearchFieldName) => offered.includes(name);
  const countryParam = params.get('country');
  const country =
    has('country') && countryParam !== null && countries.includes(countryParam) ? countryParam : null;
  const region = params.get('countryregion')?.trim().slice(0, 100) ?? '';
  return {
    gender: has('gender') ? genderOf(params.get('gender')) : null,
    country,
    countryregion: has('countryregion') && country !== null && region !== '' ? region : null,
    minAge: has('min_age') ? ageOf(params.get('min_age')) : null,
    maxAge: has('max_age') ? ageOf(params.get('max_age')) : null,
  };
};

/** Whether the address says anything about the search yet (a first visit of /members does not). */
export const hasSearchInAddress = (params: URLSearchParams): boolean =>
  [...searchFieldNames, 'page'].some((name) => params.has(name));

/** The address of a search: only the filters set, and the page from 2 on. */
export const searchAddressParams = (filters: SearchFilters, page: number): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.gender !== null) params.set('gender', filters.gender);
  if (filters.country !== null) params.set('country', filters.country);
  if (filters.country !== null && filters.countryregion !== null)
    params.set('countryregion', filters.countryregion);
  if (filters.minAge !== null) params.set('min_age', String(filters.minAge));
  if (filters.maxAge !== null) params.set('max_age', String(filters.maxAge));
  if (page > 1) params.set('page', String(page));
  return params;
};

/** The form's own check, as the server's (`max_age: invalid` when the range is upside down). */
export const searchFilterProblem = (filters: SearchFilters): 'ageRangeReversed' | null =>
  filters.minAge !== null && filters.maxAge !== null && filters.minAge > filters.maxAge
    ? 'ageRangeReversed'
    : null;

/** How many pages `count` results fill. */
export const searchPageCount = (count: number): number => Math.max(1, Math.ceil(count / searchPageSize));
