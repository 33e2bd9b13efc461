import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { ErrorPage, errorMessage } from '../errors';
import { InfoPageBody } from './info-page-body';
import { infoPageQueryOptions } from './info-page-query';
import { PageLoading, usePageTitle } from '../../ui';
import { SkeletonLine, SkeletonParagraph, SkeletonStack } from '../../ui/skeleton';

/** What the server accepts as a page token (the contract's pattern); anything else is not a page. */
const tokenPattern = /^[a-z0-9-]{2,64}$/;

/**
 * Spec §2 information pages: `/pages/{key}` and `/{token}`. The server sends structured plain
 * text in the member's language; it is rendered as text, never as HTML.
 */
const InfoPage = ({ page }: { page?: string }) => {
  const { token } = useParams();
  const key = page ?? token ?? '';
  const valid = tokenPattern.test(key);
  const { LL, locale } = useI18nContext();
  // The language is part of the query (and its cache key), so a switch fetches the page anew.
  const query = useQuery({ ...infoPageQueryOptions(key, locale), enabled: valid });
  usePageTitle(query.data?.page.title);

  if (!valid || (isApiError(query.error) && query.error.status === 404)) return <ErrorPage status={404} />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{errorMessage(LL, query.error)}</p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      // The entry puts the text in place of this skeleton when the HTML asked for it early
      // (src/prerender/early-info-page.ts), with this "updated" line's words.
      <PageLoading data-early-info-page={LL.pages.updated({ date: '{date}' })}>
        <SkeletonStack>
          <SkeletonLine size="xl" width="70%" />
          <SkeletonLine width="12rem" />
          {[0, 1].map((section) => (
            <SkeletonStack key={section}>
              <SkeletonLine size="lg" width="40%" />
              <SkeletonParagraph lines={4} />
            </SkeletonStack>
          ))}
        </SkeletonStack>
      </PageLoading>
    );
  }
  return <InfoPageBody page={query.data.page} />;
};

export default InfoPage;
