import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { releaseSessionEnd } from '../../api';
import { reactivationWindowDays } from '../../domain/limits';
import { formatLongDate } from '../../lib/format-date';
import { readAccountDeletedState } from './account-deleted-state';
import { ReactivationPanel } from './reactivation-panel';
import styles from './account.module.css';

/**
 * /account-deleted (spec §2, §4): where the deletion ends, and where the mailed reactivation link
 * (`?token=…`) leads back.
 */
const AccountDeletedPage = () => {
  const { LL, locale } = useI18nContext();
  const [search] = useSearchParams();
  const location = useLocation();
  const token = search.get('token');

  // Reached from the deletion: the members-only screen it came from is no longer on show, so the
  // members area may send a visitor to the login again.
  useEffect(() => {
    releaseSessionEnd();
  }, []);

  if (token !== null) {
    return (
      <div className={styles.page}>
        <h1>{LL.accountDeletion.reactivation.title()}</h1>
        <ReactivationPanel key={token} token={token} />
      </div>
    );
  }

  const deleted = readAccountDeletedState(location.state as unknown);
  return (
    <div className={styles.page}>
      <h1>{LL.accountDeletion.deleted.title()}</h1>
      <p>
        {deleted === undefined
          ? LL.accountDeletion.deleted.reactivateWithin({ days: reactivationWindowDays })
          : LL.accountDeletion.deleted.reactivateUntil({
              date: formatLongDate(deleted.reactivateUntil, locale),
            })}
      </p>
    </div>
  );
};

export default AccountDeletedPage;
