import type { Profile } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { PlainTextLink } from '../../ui';
import styles from './member-landing.module.css';

/** Six are enough to say "there are more" without turning the campaign page into the search. */
const shown = 6;

interface MoreMembersProps {
  profiles: readonly Profile[];
  cdnPrefix: string;
  slug: string | undefined;
}

/**
 * Other profiles of the campaign, below the fold: their photos load lazily, in boxes of fixed
 * size. Each leads to that member's own spotlight page, under the same campaign.
 */
export const MoreMembers = ({ profiles, cdnPrefix, slug }: MoreMembersProps) => {
  const { LL } = useI18nContext();
  const suffix = slug === undefined ? '' : `/${slug}`;
  return (
    <section className={styles.more} aria-labelledby="member-landing-more">
      <h2 id="member-landing-more" className={styles.moreTitle}>
        {LL.memberLanding.three.more()}
      </h2>
      <ul className={styles.moreGrid}>
        {profiles.slice(0, shown).map((profile) => (
          <li key={profile.id}>
            <PlainTextLink href={`/members/${String(profile.id)}/landing3${suffix}`}>
              <span className={styles.moreCard}>
                {profile.main_image == null ? (
                  <span className={`${styles.morePhoto} ${styles.noPhoto}`} aria-hidden="true">
                    {profile.name.charAt(0).toUpperCase()}
                  </span>
                ) : (
                  <img
                    className={styles.morePhoto}
                    src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
                    alt=""
                    width={300}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className={styles.moreName}>{LL.memberLanding.nameAndAge(profile)}</span>
              </span>
            </PlainTextLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
