import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { offeredSearchFields, searchAddressParams, type SearchFilters } from '../../domain/search-filters';
import { isSmartphoneNow, PageLoading } from '../../ui';
import { prefetchSearchFilters } from './search-filters-code';
import { SearchFiltersPanel } from './search-filters-panel';
import { SearchResults } from './search-results';
import { prefetchSearch, searchShownAt } from './search-shown';
import styles from './members.module.css';

// On a desktop the filters' column shows at once: their chunk is asked for as soon as this
// screen's chunk runs, beside the search itself. A phone folds them, and fetches them when the
// member reaches for the button (search-filters-panel.tsx), not during the first load.
if (!isSmartphoneNow()) prefetchSearchFilters();

const SearchScreen = ({ settings, user }: { settings: Settings; user: User | null }) => {
  const [address] = useSearchParams();
  const navigate = useNavigate();
  const offered = useMemo(() => offeredSearchFields(settings.search_fields), [settings.search_fields]);
  const { filters, page, params } = searchShownAt(address, settings, user, offered);
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
        params={params}
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

/** The route's head start (src/app/router.tsx): the search leaves before the first render. */
export const prefetch = prefetchSearch;
