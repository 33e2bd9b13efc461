import { useQuery } from '@tanstack/react-query';
import { getGetLandingQueryOptions } from '../../../generated/hooks/site/site';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { visitorMaySearch } from '../../domain/search-access';
import { readTracking } from '../../lib/tracking';
import { PlainButtonLink } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import styles from './home-page.module.css';

/** Two rows on a phone (four a row), one row of eight on a desktop: the grid's room is fixed. */
const shown = 8;

/**
 * Profiles to tempt a visitor on the front door (issue 19 item 3, decision 032): the ones the
 * server gives the niche's landing pages, so the front door shows no one a campaign would not. A
 * profile opens the signup, as on the landers. "Browse members" only where visitors may search.
 * The grid keeps its room while the answer is on its way; if it fails, the section steps aside
 * quietly: the greeting and its two actions above are the page.
 */
export const FrontDoorProfiles = ({ niche }: { niche: number | undefined }) => {
  const { LL, locale } = useI18nContext();
  const settings = useSiteSettings();
  const { openSignup } = useSignupEntry();
  const landing = useQuery({
    ...getGetLandingQueryOptions({ name: 'iconslanding', niche, lang: locale }),
    staleTime: 5 * 60 * 1000,
  });
  if (landing.isError) return null;
  const profiles = landing.data?.landing.profiles.slice(0, shown);
  const cdnPrefix = settings.data?.settings.cdn_prefix;
  const maySearch =
    settings.data !== undefined && visitorMaySearch(settings.data.settings, readTracking().network);
  return (
    <section
      className={styles.profiles}
      aria-labelledby="front-door-profiles"
      aria-busy={profiles === undefined}
    >
      <h2 id="front-door-profiles" className={styles.profilesTitle}>
        {LL.home.profilesTitle()}
      </h2>
      <p className={styles.profilesLead}>
        {landing.data === undefined ? <SkeletonLine width="70%" /> : landing.data.landing.subtitle}
      </p>
      <p id="front-door-profiles-hint" hidden>
        {LL.home.seeProfile()}
      </p>
      <ul className={styles.profileGrid}>
        {profiles === undefined || cdnPrefix === undefined
          ? Array.from({ length: shown }, (_, index) => (
              <li key={index} className={styles.profileTile}>
                <SkeletonBox width="100%" height="100%" />
              </li>
            ))
          : profiles.map((profile) => (
              <li key={profile.id} className={styles.profileTile}>
                <button
                  type="button"
                  className={styles.profileButton}
                  onClick={openSignup}
                  aria-describedby="front-door-profiles-hint"
                >
                  {profile.main_image !== null && profile.main_image !== undefined && (
                    <img
                      className={styles.profilePhoto}
                      src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
                      alt=""
                      width={240}
                      height={320}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <span className={styles.profileName}>
                    {LL.home.nameAge({ name: profile.name, age: profile.age })}
                  </span>
                  {profile.online === true && <span className={styles.onlineDot} aria-hidden="true" />}
                </button>
              </li>
            ))}
      </ul>
      {maySearch && (
        <PlainButtonLink href="/members" variant="outline">
          {LL.home.browse()}
        </PlainButtonLink>
      )}
    </section>
  );
};
