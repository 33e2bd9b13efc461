import { useQuery } from '@tanstack/react-query';
import { getGetRegionsQueryOptions } from '../../../generated/hooks/site/site';

/** Spec §7: GET regions.php is loaded once, then cached for as long as the app runs. */
export const useRegions = () => useQuery(getGetRegionsQueryOptions({ query: { staleTime: Infinity } }));
