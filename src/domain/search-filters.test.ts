import { describe, expect, it } from 'vitest';
import {
  hasSearchInAddress,
  offeredSearchFields,
  searchAddressParams,
  searchFilterProblem,
  searchFiltersOf,
  searchPageCount,
  searchPageOf,
} from './search-filters';

const all = offeredSearchFields(['gender', 'country', 'countryregion', 'min_age', 'max_age', 'shoe_size']);
const countries = ['GB', 'NL', 'DE'];
const of = (query: string, offered = all) => searchFiltersOf(new URLSearchParams(query), offered, countries);

describe('search filters in the address', () => {
  it('offers only the fields it knows, in its own order', () => {
    expect(offeredSearchFields(['max_age', 'gender', 'shoe_size'])).toEqual(['gender', 'max_age']);
  });

  it('reads the filters a site offers and leaves out what the search would refuse', () => {
    expect(of('gender=female&country=NL&countryregion=Utrecht&min_age=25&max_age=40')).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'Utrecht',
      minAge: 25,
      maxAge: 40,
    });
    expect(of('gender=robot&country=US&countryregion=Texas&min_age=17&max_age=100')).toEqual({
      gender: null,
      country: null,
      countryregion: null,
      minAge: null,
      maxAge: null,
    });
    expect(of('min_age=2.5e1&max_age=<script>')).toMatchObject({ minAge: null, maxAge: null });
    expect(of('gender=male&country=GB', offeredSearchFields(['min_age']))).toMatchObject({
      gender: null,
      country: null,
    });
  });

  it('reads a page from 1 and treats anything else as the first', () => {
    expect(searchPageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['0', '-2', 'two', '1e9', ''])
      expect(searchPageOf(new URLSearchParams({ page }))).toBe(1);
  });

  it('writes only what is set, the page from 2 on, and reads back the same search', () => {
    const filters = of('gender=male&country=DE&countryregion=Bayern&max_age=50');
    const params = searchAddressParams(filters, 2);
    expect(params.toString()).toBe('gender=male&country=DE&countryregion=Bayern&max_age=50&page=2');
    expect(searchFiltersOf(params, all, countries)).toEqual(filters);
    expect(searchAddressParams(of(''), 1).toString()).toBe('');
    expect(hasSearchInAddress(new URLSearchParams(''))).toBe(false);
    expect(hasSearchInAddress(new URLSearchParams('page=1'))).toBe(true);
    expect(hasSearchInAddress(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('finds an upside-down age range, as the server does', () => {
    expect(searchFilterProblem(of('min_age=40&max_age=30'))).toBe('ageRangeReversed');
    expect(searchFilterProblem(of('min_age=30&max_age=30'))).toBeNull();
    expect(searchFilterProblem(of('min_age=30'))).toBeNull();
  });

  it('counts pages of 24', () => {
    expect(searchPageCount(0)).toBe(1);
    expect(searchPageCount(24)).toBe(1);
    expect(searchPageCount(25)).toBe(2);
  });
});
