import { lazyPart } from '../errors';
import { withScreenTexts } from '../language';

/** The filters form's chunk: react-aria's select fields, which the results do not wait for. */
const filtersForm = lazyPart(
  withScreenTexts(['members', 'signupLocation'], () => import('./search-filters-form')),
);

export const searchFiltersCode = filtersForm.code;
export const prefetchSearchFilters = filtersForm.prefetch;
export const useSearchFiltersForm = filtersForm.useModule;
export const forgetSearchFilters = filtersForm.forget;
