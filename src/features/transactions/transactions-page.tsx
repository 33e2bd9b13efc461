import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { TransactionDetail, TransactionNotFound } from './transaction-detail';
import { transactionIdOf } from './transaction-texts';
import { TransactionsList } from './transactions-list';
import styles from './transactions.module.css';

/** The way from a line's detail (or an id that is none) back to the list. */
const BackToList = () => {
  const { LL } = useI18nContext();
  return (
    <Link to="/transactions" className={styles.back}>
      <ArrowLeft size={20} aria-hidden="true" />
      {LL.transactions.detail.back()}
    </Link>
  );
};

/** /transactions and /transactions/{id} (spec §2 transactions-id): the list, or one line of it. */
const TransactionsPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const param = useParams().id;
  // An address that names no transaction at all is not asked of the server.
  const id = param === undefined ? undefined : transactionIdOf(param);
  return (
    <div className={styles.page}>
      {param !== undefined && <BackToList />}
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      {param === undefined ? (
        <TransactionsList />
      ) : id === undefined ? (
        <TransactionNotFound />
      ) : (
        // A new id starts with its own query state (and the focus has nothing stale to hold on to).
        <TransactionDetail key={id} id={id} />
      )}
    </div>
  );
};

export default TransactionsPage;
