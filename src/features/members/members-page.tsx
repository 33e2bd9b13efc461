import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchMembersParams, Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { soughtBy } from '../../domain/partner-preference';
import {
  hasSearchInAddress,
  noFilters,
  offeredSearchFields,
  searchAddressParams,
  searchFiltersOf,
  searchPageOf,
  searchPageSize,
  type SearchFieldName,
  type SearchFilters,
} from '../../domain/search-filters';
import { readTracking } from '../../lib/tracking';
import { isSmartphoneNow, PageLoading } from '../../ui';
import { startCountry } from '../places';
import { prefetchSearchFilters } from './search-filters-code';
import { SearchFiltersPanel } from './search-filters-panel';
import { SearchResults } from './search-results';
import styles from './members.module.css';

// On a desktop the filters' column shows at once: their chunk is asked for as soon as this
// screen's chunk runs, beside the search itself. A phone folds them, and fetches them when the
// member reaches for the button (search-filters-panel.tsx), not during the first load.
if (!isSmartphoneNow()) prefetchSearchFilters();

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

const SearchScreen = ({ settings, user }: { settings: Settings; user: User | null }) => {
  const [address] = useSearchParams();
  const navigate = useNavigate();
  const offered = useMemo(() => offeredSearchFields(settings.search_fields), [settings.search_fields]);
  const fromAddress = hasSearchInAddress(address);
  const filters = fromAddress
    ? searchFiltersOf(address, offered, settings.countries)
    : firstSearch(user, settings, offered);
  const page = searchPageOf(address);
  const hrefOf = (shown: SearchFilters, shownPage: number) => {
    const query = searchAddressParams(shown, shownPage).toString();
    // An empty search still says so, so that it is not mistaken for a first visit.
    return `/members?${query === '' ? 'page=1' : query}`;
  };
  const fictionalLabel =
    (user?.fictional_icon ?? settings.fictional_icon) ? settings.fictional_singular : undefined;

  return (
    <div className={styles.layout}>
      <SearchFiltersPanel
        // A new address (back, forward, a link) starts the form afresh from the search it shows.
        addressKey={address.toString()}
        filters={filters}
        offered={offered}
        countries={settings.countries}
        onSearch={(next) => {
          void navigate(hrefOf(next, 1));
        }}
      />
      <SearchResults
        params={requestOf(filters, page, user)}
        page={page}
        pageHref={(next) => hrefOf(filters, next)}
        cdnPrefix={settings.cdn_prefix}
        fictionalLabel={fictionalLabel}
      />
    </div>
  );
};

/** /members: the member search (spec §2 members, §3 search state). */
const MembersPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const { data: user } = useCurrentUser();
  if (settings === undefined || user === undefined) return <PageLoading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      <SearchScreen settings={settings} user={user} />
    </div>
  );
};

export default MembersPage;
