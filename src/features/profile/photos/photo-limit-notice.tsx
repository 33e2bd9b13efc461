import { Crown } from 'lucide-react';
import { useI18nContext } from '../../../../locales/i18n-react';
import { photoLimit as photoLimits } from '../../../domain/limits';
import { ButtonLink } from '../../../ui';
import styles from './profile-photos.module.css';

export interface PhotoLimitNoticeProps {
  limit: number;
  /** A free member is shown the way to premium's larger limit (spec §1, §9); amber is for money. */
  paidUser: boolean;
}

/** In place of Browse once every place is taken, so the member learns it before the server refuses. */
export const PhotoLimitNotice = ({ limit, paidUser }: PhotoLimitNoticeProps) => {
  const { LL } = useI18nContext();
  const t = LL.profilePhotos.limit;
  return (
    <div className={styles.limit}>
      <p className={styles.limitText}>{t.reached({ limit })}</p>
      {!paidUser && (
        <>
          <p className={styles.limitText}>{t.premium({ premiumLimit: photoLimits.premium })}</p>
          <ButtonLink href="/premium" variant="secondary">
            <Crown aria-hidden="true" size={18} />
            {t.getPremium()}
          </ButtonLink>
        </>
      )}
    </div>
  );
};
