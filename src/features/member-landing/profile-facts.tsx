import type { Profile } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import styles from './member-landing.module.css';

/** The city and, when they are, "Online now"; skeleton lines while the profile loads. */
export const ProfileFacts = ({
  profile,
  className,
}: {
  profile: Profile | undefined;
  className?: string;
}) => {
  const { LL } = useI18nContext();
  if (profile === undefined) {
    return (
      <div className={className}>
        <SkeletonLine width="8rem" />
      </div>
    );
  }
  const city = profile.city?.trim() ?? '';
  return (
    <p className={className === undefined ? styles.facts : `${styles.facts} ${className}`}>
      {city !== '' && <span>{city}</span>}
      {profile.online === true && (
        <span className={styles.online}>
          <span className={styles.onlineDot} aria-hidden="true" />
          {LL.memberLanding.online()}
        </span>
      )}
    </p>
  );
};

/** The member's own line, or the page's words for a member who wrote none; all plain text. */
export const ProfileLine = ({
  profile,
  line,
  className,
}: {
  profile: Profile | undefined;
  line: string | undefined;
  className?: string;
}) => {
  const { LL } = useI18nContext();
  if (profile === undefined) {
    return (
      <div className={className}>
        <SkeletonLine />
        <SkeletonLine width="60%" />
      </div>
    );
  }
  return (
    <p className={className}>
      <span className={styles.lineText}>
        {line === undefined ? LL.memberLanding.lineFallback({ name: profile.name }) : `“${line}”`}
      </span>
    </p>
  );
};
