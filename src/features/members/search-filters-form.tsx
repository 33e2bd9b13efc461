import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useImmer } from 'use-immer';
import { getGetRegionsQueryOptions } from '../../../generated/hooks/site/site';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  noFilters,
  searchAgeRange,
  searchFilterProblem,
  type SearchFieldName,
  type SearchFilters,
} from '../../domain/search-filters';
import { Button, Form, SelectField, type SelectItem } from '../../ui';
import { countryItems, regionChoice } from '../places';
import styles from './members.module.css';

export interface SearchFiltersFormProps {
  /** The search shown now; the form starts from it and goes back to it when the address changes. */
  filters: SearchFilters;
  /** Changes with the address (a search, back, forward, a link). */
  addressKey: string;
  offered: readonly SearchFieldName[];
  countries: readonly string[];
  onSearch: (filters: SearchFilters) => void;
  /** The panel's heading, which names the form. */
  titleId: string;
}

/** The id of each list's first choice, which leaves that filter out ("All countries", "Any age"). */
const anyChoice = '';

const ageItems = (anyLabel: string, option: (age: number) => string): SelectItem[] => [
  { id: anyChoice, label: anyLabel },
  ...Array.from({ length: searchAgeRange.max - searchAgeRange.min + 1 }, (_, index) => {
    const age = searchAgeRange.min + index;
    return { id: String(age), label: option(age) };
  }),
];

const ageOf = (id: string): number | null => (id === anyChoice ? null : Number(id));

/**
 * The search's filters, as the settings' `search_fields` offer them (spec §3): gender, country,
 * the country's region under its own name (province, state, canton, county, voivodeship or
 * region), and an age range. A draft until "Search". A chunk of its own: react-aria's select
 * fields are more than the results' first paint should wait for (search-filters-panel.tsx).
 */
export const SearchFiltersForm = ({
  filters,
  addressKey,
  offered,
  countries,
  onSearch,
  titleId,
}: SearchFiltersFormProps) => {
  const { LL, locale } = useI18nContext();
  const [draft, updateDraft] = useImmer<SearchFilters>(filters);
  const [problemShown, setProblemShown] = useState(false);
  // A new address puts the search it shows in the form. Set during the render rather than by
  // remounting the form: the keyboard stays on "Search" after a search (React's pattern for
  // state that follows a prop).
  const [draftFor, setDraftFor] = useState(addressKey);
  if (draftFor !== addressKey) {
    setDraftFor(addressKey);
    updateDraft(() => filters);
    setProblemShown(false);
  }
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const offers = (name: SearchFieldName) => offered.includes(name);
  // The regions are the same for every search: asked once, when a country is chosen.
  const regions = useQuery({
    ...getGetRegionsQueryOptions({ query: { staleTime: Infinity } }),
    enabled: offers('countryregion') && draft.country !== null,
  });
  const regionsOfCountry = offers('countryregion')
    ? regionChoice(regions.data?.regions, draft.country)
    : undefined;
  const problem = searchFilterProblem(draft);
  const t = LL.members.filters;

  const search = () => {
    if (problem !== null) {
      setProblemShown(true);
      setErrorFocusKey((key) => key + 1);
      return;
    }
    setProblemShown(false);
    onSearch(draft);
  };

  const ages = ageItems(t.anyAge(), (age) => t.ageOption({ age }));
  return (
    <Form onSubmit={search} aria-labelledby={titleId} errorFocusKey={errorFocusKey}>
      {offers('gender') && (
        <SelectField
          label={t.gender()}
          items={[
            { id: anyChoice, label: t.anyGender() },
            { id: 'female', label: t.women() },
            { id: 'male', label: t.men() },
          ]}
          value={draft.gender ?? anyChoice}
          onChange={(id) => {
            updateDraft((next) => {
              next.gender = id === 'male' || id === 'female' ? id : null;
            });
          }}
          placeholder={t.anyGender()}
        />
      )}
      {offers('country') && (
        <SelectField
          label={t.country()}
          items={[{ id: anyChoice, label: t.anyCountry() }, ...countryItems(countries, locale)]}
          value={draft.country ?? anyChoice}
          onChange={(id) => {
            updateDraft((next) => {
              next.country = id === anyChoice ? null : id;
              next.countryregion = null;
            });
          }}
          placeholder={t.anyCountry()}
        />
      )}
      {regionsOfCountry !== undefined && (
        <SelectField
          label={LL.signupLocation.regionLabels[regionsOfCountry.label]()}
          items={[
            { id: anyChoice, label: t.anyRegion() },
            ...regionsOfCountry.items.map(({ label }) => ({ id: label, label })),
          ]}
          value={draft.countryregion ?? anyChoice}
          onChange={(id) => {
            updateDraft((next) => {
              next.countryregion = id === anyChoice ? null : id;
            });
          }}
          placeholder={t.anyRegion()}
        />
      )}
      {(offers('min_age') || offers('max_age')) && (
        <div className={styles.ages}>
          {offers('min_age') && (
            <SelectField
              label={t.minAge()}
              items={ages}
              value={draft.minAge === null ? anyChoice : String(draft.minAge)}
              onChange={(id) => {
                updateDraft((next) => {
                  next.minAge = ageOf(id);
                });
              }}
              placeholder={t.anyAge()}
              isInvalid={problemShown && problem !== null}
            />
          )}
          {offers('max_age') && (
            <SelectField
              label={t.maxAge()}
              items={ages}
              value={draft.maxAge === null ? anyChoice : String(draft.maxAge)}
              onChange={(id) => {
                updateDraft((next) => {
                  next.maxAge = ageOf(id);
                });
              }}
              placeholder={t.anyAge()}
              errorMessage={problemShown && problem !== null ? t.ageRangeReversed() : undefined}
            />
          )}
        </div>
      )}
      <div className={styles.filterActions}>
        <Button type="submit">{t.search()}</Button>
        <Button
          variant="outline"
          onPress={() => {
            setProblemShown(false);
            updateDraft(() => noFilters);
            onSearch(noFilters);
          }}
        >
          {t.reset()}
        </Button>
      </div>
    </Form>
  );
};
