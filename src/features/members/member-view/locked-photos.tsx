import { Lock } from 'lucide-react';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, ButtonLink } from '../../../ui';
import { useSignupEntry } from '../../signup-entry';
import styles from './member-view.module.css';

export interface LockedPhotosProps {
  name: string;
  hiddenCount: number;
  /** A visitor is asked to log in (spec §6); a free member is shown the way to premium (spec §1). */
  viewer: 'visitor' | 'free';
  loginHref: string;
}

/** The gallery's last slide when the server withheld photos: how many, and how to see them. */
export const LockedPhotos = ({ name, hiddenCount, viewer, loginHref }: LockedPhotosProps) => {
  const { LL } = useI18nContext();
  const { openSignup } = useSignupEntry();
  const t = LL.memberView;
  return (
    <div className={styles.locked}>
      <Lock aria-hidden="true" size={32} />
      <h2 className={styles.lockedCount}>{t.gallery.hiddenCount({ count: hiddenCount })}</h2>
      {viewer === 'visitor' ? (
        <>
          <p>{t.gallery.loginForPhotos({ name })}</p>
          <div className={styles.lockedActions}>
            <ButtonLink href={loginHref}>{t.visitor.login()}</ButtonLink>
            <Button variant="outline" onPress={openSignup}>
              {t.visitor.signup()}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t.gallery.premiumForPhotos({ name })}</p>
          <ButtonLink href="/premium" variant="secondary">
            {t.gallery.getPremium()}
          </ButtonLink>
        </>
      )}
    </div>
  );
};
