import { useEffect, useId, useMemo, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, Button, ButtonLink } from '../../ui';
import { errorMessage } from '../errors';
import { TransactionRow, TransactionRowSkeleton } from './transaction-row';
import { linesOf, totalOf, transactionsPageSize, useTransactionPages } from './use-transaction-pages';
import styles from './transactions.module.css';

/** A phone's screenful of lines while the first page loads. */
const firstSkeletonRows = 6;

const SkeletonRows = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, row) => <TransactionRowSkeleton key={row} />);

/**
 * /transactions (spec §2): the member's lines, newest first, a page at a time. "Show more" adds
 * the next page below the lines shown, with skeleton lines of the same height while it comes,
 * so nothing already on screen moves.
 */
export const TransactionsList = () => {
  const { LL } = useI18nContext();
  const t = LL.transactions.list;
  const pages = useTransactionPages();
  const countId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // After "Show more", the keyboard goes on from the first new line rather than from the button.
  const focusLine = useRef<number | undefined>(undefined);
  const lines = useMemo(() => (pages.data === undefined ? [] : linesOf(pages.data)), [pages.data]);

  useEffect(() => {
    const wanted = focusLine.current;
    if (wanted === undefined || pages.isFetchingNextPage) return;
    focusLine.current = undefined;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[wanted]?.focus();
  }, [lines, pages.isFetchingNextPage]);

  if (pages.data === undefined) {
    if (pages.isError && !pages.isFetching) {
      return (
        <div className={styles.problem}>
          <Alert tone="danger" live="assertive">
            {`${t.loadFailed()} ${errorMessage(LL, pages.error)}`}
          </Alert>
          <Button variant="outline" onPress={() => void pages.refetch()}>
            {t.retry()}
          </Button>
        </div>
      );
    }
    return (
      <div aria-busy="true">
        <p className={styles.count}>{LL.common.loading()}</p>
        <ul className={styles.list} aria-hidden="true">
          <SkeletonRows count={firstSkeletonRows} />
        </ul>
      </div>
    );
  }

  const total = totalOf(pages.data);
  if (lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t.empty()}</p>
        <ButtonLink href="/credits">{t.emptyAction()}</ButtonLink>
      </div>
    );
  }

  const coming = pages.isFetchingNextPage ? Math.min(transactionsPageSize, total - lines.length) : 0;
  return (
    <div className={styles.listPart}>
      <p className={styles.count} id={countId}>
        {t.count({ count: total })}
      </p>
      <ul ref={listRef} className={styles.list} aria-labelledby={countId} aria-busy={coming > 0}>
        {lines.map((line) => (
          <TransactionRow key={line.id} line={line} />
        ))}
        <SkeletonRows count={coming} />
      </ul>
      {pages.isFetchNextPageError && (
        <Alert tone="danger" live="assertive">
          {`${t.moreFailed()} ${errorMessage(LL, pages.error)}`}
        </Alert>
      )}
      {pages.hasNextPage && (
        <div className={styles.more}>
          <p className={styles.shown} aria-live="polite">
            {t.shown({ shown: lines.length, total })}
          </p>
          <Button
            variant="outline"
            isPending={pages.isFetchingNextPage}
            onPress={() => {
              focusLine.current = lines.length;
              void pages.fetchNextPage();
            }}
          >
            {pages.isFetchNextPageError ? t.retry() : t.showMore()}
          </Button>
        </div>
      )}
    </div>
  );
};
