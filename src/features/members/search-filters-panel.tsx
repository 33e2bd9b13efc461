import { useId, useRef, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { SearchFieldName, SearchFilters } from '../../domain/search-filters';
import { Alert, PlainButton, useIsSmartphone } from '../../ui';
import { SkeletonBox } from '../../ui/skeleton';
import { prefetchSearchFilters, useSearchFiltersForm } from './search-filters-code';
import styles from './members.module.css';

export interface SearchFiltersPanelProps {
  filters: SearchFilters;
  /** Changes with the address: the form starts afresh from the search the page shows. */
  addressKey: string;
  offered: readonly SearchFieldName[];
  countries: readonly string[];
  onSearch: (filters: SearchFilters) => void;
}

/** The form's fields at their size while its code is on its way. */
const FormSkeleton = ({ fields }: { fields: number }) => (
  <div className={styles.formSkeleton} aria-hidden="true">
    {Array.from({ length: fields }, (_, index) => (
      <SkeletonBox key={index} width="100%" height="72px" />
    ))}
    <SkeletonBox width="100px" height="44px" />
  </div>
);

type FiltersBodyProps = SearchFiltersPanelProps & { rows: number; titleId: string };

/** The form once its code is wanted: while it comes, its skeleton; if it fails, a retry. */
const FiltersBody = ({ rows, titleId, ...formProps }: FiltersBodyProps) => {
  const { LL } = useI18nContext();
  const form = useSearchFiltersForm();
  const { state } = form;
  if (state.name === 'ready') {
    const { SearchFiltersForm } = state.module;
    return <SearchFiltersForm {...formProps} titleId={titleId} />;
  }
  if (state.name === 'loading') return <FormSkeleton fields={rows} />;
  return (
    <div className={styles.problem}>
      <Alert tone="danger" live="assertive">
        {LL.members.filters.loadFailed()}
      </Alert>
      <PlainButton variant="outline" onClick={form.retry}>
        {LL.members.results.retry()}
      </PlainButton>
    </div>
  );
};

/**
 * Where the filters live (DESIGN.md): on a phone folded under a "Filters" button above the
 * results, on a desktop a column beside them. The form itself comes in its own chunk: on a desktop
 * at once, on a phone when the member reaches for the button (pointer over it, focus, press), so a
 * phone's first load does not fetch react-aria's fields for a form it does not show. Once shown,
 * the form stays mounted when folded again, with whatever the member had set in it.
 */
export const SearchFiltersPanel = ({
  filters,
  addressKey,
  offered,
  countries,
  onSearch,
}: SearchFiltersPanelProps) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const panelId = useId();
  const phone = useIsSmartphone();
  const [unfolded, setUnfolded] = useState(false);
  const [wasUnfolded, setWasUnfolded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const t = LL.members.filters;
  // The age range takes one row for its two fields.
  const rows = offered.filter((name) => name !== 'max_age' && name !== 'countryregion').length;

  return (
    <>
      <div className={styles.filtersToggle}>
        <PlainButton
          ref={toggle}
          variant="outline"
          aria-expanded={unfolded}
          aria-controls={panelId}
          onPointerEnter={prefetchSearchFilters}
          onFocus={prefetchSearchFilters}
          onClick={() => {
            setWasUnfolded(true);
            setUnfolded((shown) => !shown);
          }}
        >
          {unfolded ? t.hide() : t.show()}
        </PlainButton>
      </div>
      <section id={panelId} className={styles.filters} data-folded={!unfolded} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.filtersTitle}>
          {t.title()}
        </h2>
        {!phone || wasUnfolded ? (
          <FiltersBody
            addressKey={addressKey}
            filters={filters}
            offered={offered}
            countries={countries}
            rows={rows}
            titleId={titleId}
            onSearch={(next) => {
              // On a phone the filters fold away to show the results; the keyboard goes back to
              // their button rather than falling to the page with the hidden form.
              if (unfolded) {
                setUnfolded(false);
                toggle.current?.focus();
              }
              onSearch(next);
            }}
          />
        ) : (
          <FormSkeleton fields={rows} />
        )}
      </section>
    </>
  );
};
