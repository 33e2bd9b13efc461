import type { OwnProfile } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { PlainTextLink } from '../../ui';
import styles from './profile.module.css';

/** The head of the own profile: main photo, name and age, how complete it is, and the public view. */
export const ProfileSummary = ({ profile, completion }: { profile: OwnProfile; completion: number }) => {
  const { LL } = useI18nContext();
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const t = LL.profile.summary;
  return (
    <div className={styles.summary}>
      {profile.main_image == null ? (
        <span className={styles.summaryPhoto} role="img" aria-label={t.noPhoto()}>
          <span aria-hidden="true">{profile.name.charAt(0).toUpperCase()}</span>
        </span>
      ) : (
        <img
          className={styles.summaryPhoto}
          src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
          alt={LL.members.results.photoAlt({ name: profile.name })}
          width={96}
          height={96}
        />
      )}
      <div className={styles.summaryText}>
        <p className={styles.summaryName}>
          {LL.memberView.nameAndAge({ name: profile.name, age: profile.age })}
        </p>
        <div className={styles.completion}>
          <span>{t.completion({ percent: completion })}</span>
          <progress className={styles.completionBar} max={100} value={completion} aria-hidden="true" />
        </div>
        <PlainTextLink href={`/members/${String(profile.id)}`}>{t.viewAsOthers()}</PlainTextLink>
      </div>
    </div>
  );
};
