import { Crown } from 'lucide-react';
import { useId } from 'react';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { photoLimit } from '../../domain/limits';
import styles from './premium.module.css';

/** What a member who is premium already has (spec §1): the packages below are top-ups for them. */
export const PremiumStatus = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.premium.status;
  const heading = useId();
  return (
    <section className={styles.status} aria-labelledby={heading}>
      <h2 id={heading} className={styles.statusHeading}>
        <Crown aria-hidden="true" size={22} />
        {t.heading()}
      </h2>
      <p>{t.text({ photos: photoLimit.premium })}</p>
      <p>
        <strong>{t.credits({ count: user.credits })}</strong> {t.topUp()}
      </p>
    </section>
  );
};
