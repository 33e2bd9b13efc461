import { Link } from 'react-router-dom';
import type { Transaction } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { formatLongDate } from '../../lib/format-date';
import { methodName } from '../credits';
import { MethodMark } from './method-mark';
import { creditsChange, moneyText } from './transaction-texts';
import styles from './transactions.module.css';

/** A line's state as a small coloured label, in the member's language. */
export const StateLabel = ({ state }: { state: Transaction['state'] }) => {
  const { LL } = useI18nContext();
  return (
    <span className={styles.state} data-state={state}>
      {LL.transactions.state[state]()}
    </span>
  );
};

/**
 * One line of the list (spec §2 transactions): what it was and the credits it moved; when, and the
 * money; the kind and method, and how it stands. Three lines of fixed height, so the skeleton takes
 * the same room; a line too long for a phone loses the end of its kind and method first (the mark
 * beside them shows the method). The whole line is one link to its detail; spaces between the
 * parts keep the link's name readable.
 */
export const TransactionRow = ({ line }: { line: Transaction }) => {
  const { LL, locale } = useI18nContext();
  const negative = line.credits < 0;
  const kindAndMethod =
    line.payment_method === null
      ? LL.transactions.kind[line.kind]()
      : `${LL.transactions.kind[line.kind]()} · ${methodName(LL, line.payment_method)}`;
  return (
    <li className={styles.row}>
      <Link to={`/transactions/${String(line.id)}`} className={styles.rowLink}>
        <MethodMark method={line.payment_method} kind={line.kind} />
        <span className={styles.rowText}>
          <span className={styles.lineTop}>
            <span className={styles.description}>{line.description}</span>{' '}
            <span className={styles.credits} data-negative={negative}>
              {creditsChange(LL, line.credits)}
            </span>
          </span>{' '}
          <span className={styles.line}>
            <time className={styles.muted} dateTime={line.created_at}>
              {formatLongDate(line.created_at, locale)}
            </time>{' '}
            {line.amount !== null && <span className={styles.amount}>{moneyText(line.amount, locale)}</span>}
          </span>{' '}
          <span className={styles.line}>
            <span className={styles.muted}>{kindAndMethod}</span> <StateLabel state={line.state} />
          </span>
        </span>
      </Link>
    </li>
  );
};

/** A line still on its way: the same three lines, the same height. */
export const TransactionRowSkeleton = () => (
  <li className={styles.row} aria-hidden="true">
    <span className={styles.rowLink}>
      <span className={`${styles.mark} ${styles.skeleton}`} />
      <span className={styles.rowText}>
        <span className={styles.lineTop}>
          <span className={`${styles.skeletonBar} ${styles.skeleton}`} style={{ width: '55%' }} />
        </span>
        <span className={styles.line}>
          <span className={`${styles.skeletonBar} ${styles.skeleton}`} style={{ width: '40%' }} />
        </span>
        <span className={styles.line}>
          <span className={`${styles.skeletonBar} ${styles.skeleton}`} style={{ width: '30%' }} />
        </span>
      </span>
    </span>
  </li>
);
