import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { getGetTransactionsQueryKey, getTransactions } from '../../../generated/hooks/commerce/commerce';
import type { GetTransactions200, Transaction } from '../../../generated/model';

/** Lines asked for at a time: a few screenfuls on a phone. */
export const transactionsPageSize = 20;

/**
 * The list's pages as one query, so that coming back from a line's detail shows every page the
 * member had opened, at once and in place. Its key starts with the operation's own, so whatever
 * invalidates the transactions (a purchase, a spend) invalidates these pages too.
 */
const pagesKey = [...getGetTransactionsQueryKey(), 'pages', { per_page: transactionsPageSize }] as const;

export const useTransactionPages = () =>
  useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam, signal }) =>
      getTransactions({ page: pageParam, per_page: transactionsPageSize }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) =>
      lastPage * transactionsPageSize < last.num_results ? lastPage + 1 : undefined,
  });

/**
 * The lines of all pages, each once: a line that arrived between two pages moves the older ones
 * one place on, so a page may repeat the last line of the one before.
 */
export const linesOf = (data: InfiniteData<GetTransactions200>): Transaction[] => {
  const seen = new Set<number>();
  return data.pages
    .flatMap((page) => page.transactions)
    .filter((line) => {
      if (seen.has(line.id)) return false;
      seen.add(line.id);
      return true;
    });
};

/** The total by the newest answer. */
export const totalOf = (data: InfiniteData<GetTransactions200>): number =>
  data.pages.at(-1)?.num_results ?? 0;
