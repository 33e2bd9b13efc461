import type { Profile } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import styles from './member-view.module.css';

/** Name and age as the page's heading, the city under it, over the photo's lower edge. */
export const MemberCaption = ({
  profile,
  fictionalLabel,
}: {
  profile: Profile;
  fictionalLabel: string | undefined;
}) => {
  const { LL } = useI18nContext();
  const city = profile.city?.trim() ?? '';
  return (
    <div className={styles.caption}>
      <h1 className={styles.name}>
        {LL.memberView.nameAndAge({ name: profile.name, age: profile.age })}
        {profile.online === true && (
          <span className={styles.onlineDot} role="img" aria-label={LL.members.results.online()} />
        )}
      </h1>
      {city !== '' && <p className={styles.city}>{city}</p>}
      {fictionalLabel !== undefined && <p className={styles.fictional}>{fictionalLabel}</p>}
    </div>
  );
};
