import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import type { ProfileCard, SearchMembersParams } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { searchPageCount, searchPageSize } from '../../domain/search-filters';
import { Alert, PlainButton } from '../../ui';
import { errorMessage } from '../errors';
import { eagerCards, firstPhotosSettled } from './card-photos';
import { MemberCard } from './member-card';
import { searchQueryOptions } from './search-shown';
import styles from './members.module.css';

export interface SearchResultsProps {
  /** What the search asks the server, page included. */
  params: SearchMembersParams;
  page: number;
  /** The address of another page of the same search. */
  pageHref: (page: number) => string;
  cdnPrefix: string;
  fictionalLabel: string | undefined;
}

const CardGrid = ({
  cards,
  labelId,
  eager,
  ...card
}: {
  cards: ProfileCard[];
  labelId: string;
  /** How many of its first cards are among the page's first ones. */
  eager: number;
  cdnPrefix: string;
  fictionalLabel: string | undefined;
}) => {
  // The first cards' photos, counted as they load (or fail): with the last of them on screen, the
  // other cards load theirs (card-photos.ts).
  const firstPhotos = cards.slice(0, eager).filter((profile) => profile.main_image !== null).length;
  const settled = useRef(0);
  const photoSettled = () => {
    settled.current += 1;
    if (settled.current >= firstPhotos) firstPhotosSettled();
  };
  return (
    <ul className={styles.grid} aria-labelledby={labelId}>
      {cards.map((profile, index) => (
        <MemberCard
          key={profile.id}
          card={profile}
          eager={index < eager}
          onPhotoSettled={index < eager ? photoSettled : undefined}
          {...card}
        />
      ))}
    </ul>
  );
};

/**
 * A page link's press replaces the results (and the link) with their skeleton: the focus would drop
 * to the page's start. The links say so in their navigation state; the new page's count takes it.
 */
const pagingState = { focusResults: true };
const pagedByLink = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focusResults' in state && state.focusResults === true;

/** Cards of the final size while the page of results is on its way (nothing moves when it comes). */
const ResultsSkeleton = () => (
  <ul className={styles.grid} aria-hidden="true">
    {Array.from({ length: searchPageSize }, (_, index) => (
      <li key={index} className={styles.skeletonCard}>
        <span className={styles.skeletonPhoto} />
        <span className={styles.cardDetails} />
      </li>
    ))}
  </ul>
);

const Paging = ({
  page,
  pages,
  pageHref,
}: {
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) => {
  const { LL } = useI18nContext();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.paging} aria-label={LL.members.paging.label()}>
      {page > 1 && (
        <Link
          className={styles.pagingLink}
          to={pageHref(Math.min(page - 1, pages))}
          state={pagingState}
          rel="prev"
        >
          {LL.members.paging.previous()}
        </Link>
      )}
      <span className={styles.pagingStatus}>
        {LL.members.paging.current({ page, pages: Math.max(page, pages) })}
      </span>
      {page < pages && (
        <Link className={styles.pagingLink} to={pageHref(page + 1)} state={pagingState} rel="next">
          {LL.members.paging.next()}
        </Link>
      )}
    </nav>
  );
};

/**
 * One page of the search (spec §2 members, §3 search state): the number of results, the cards,
 * similar members when few match every filter, and the way to the other pages.
 */
export const SearchResults = ({ params, page, pageHref, cdnPrefix, fictionalLabel }: SearchResultsProps) => {
  const { LL } = useI18nContext();
  const listId = useId();
  const similarId = useId();
  const search = useQuery(searchQueryOptions(params));
  const count = useRef<HTMLParagraphElement>(null);
  const location = useLocation();
  const navigationType = useNavigationType();
  // Back and forward keep the place scroll restoration gives the page (decision 015).
  const paged = pagedByLink(location.state) && navigationType !== NavigationType.Pop;
  useEffect(() => {
    if (paged && search.isSuccess) count.current?.focus();
  }, [location.key, paged, search.isSuccess]);

  if (search.isPending) {
    return (
      <div className={styles.results} aria-busy="true">
        <p className={styles.count}>{LL.common.loading()}</p>
        <ResultsSkeleton />
      </div>
    );
  }
  if (search.isError) {
    return (
      <div className={styles.problem}>
        <Alert tone="danger" live="assertive">
          {errorMessage(LL, search.error)}
        </Alert>
        <PlainButton
          onClick={() => {
            if (!search.isFetching) void search.refetch();
          }}
        >
          {LL.members.results.retry()}
        </PlainButton>
      </div>
    );
  }

  const result = search.data;
  const pages = searchPageCount(result.num_results);
  const card = { cdnPrefix, fictionalLabel };
  return (
    <div className={styles.results}>
      <p className={styles.count} id={listId} aria-live="polite" ref={count} tabIndex={-1}>
        {LL.members.results.count({ count: result.num_results })}
      </p>
      {result.profiles.length > 0 && (
        <CardGrid cards={result.profiles} labelId={listId} eager={eagerCards} {...card} />
      )}
      {result.num_results === 0 && <p>{LL.members.results.empty()}</p>}
      {result.similar_profiles.length > 0 && (
        <>
          <h2 className={styles.similarTitle} id={similarId}>
            {LL.members.results.similarTitle()}
          </h2>
          <p className={styles.similarIntro}>{LL.members.results.similarIntro()}</p>
          <CardGrid
            cards={result.similar_profiles}
            labelId={similarId}
            // Below the matches: among the page's first cards only when few matched.
            eager={Math.max(0, eagerCards - result.profiles.length)}
            {...card}
          />
        </>
      )}
      <Paging page={page} pages={pages} pageHref={pageHref} />
    </div>
  );
};
