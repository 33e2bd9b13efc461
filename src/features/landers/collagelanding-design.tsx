import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import styles from './collagelanding.module.css';

/** The wall has a place for twelve photos; the campaign sends twelve. */
const places = 12;

/** The wall's large tiles (by place): full photos; the small ones make do with thumbnails. */
const large = new Set([0, 5, 6, 11]);

/**
 * /landers/collagelanding: the campaign's members as a photo wall, each face once, large and
 * small tiles mixed, with the title on a translucent band across the middle of it and the call
 * to action on the band (thumb reach on a phone). On a desktop the tiles are tilted polaroids
 * with names; the wall's places are fixed, so nothing moves when the photos arrive.
 */
export const CollageDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerCollage;
  const tiles: readonly (LanderProfile | undefined)[] =
    view?.profiles.slice(0, places) ?? Array.from({ length: places }, () => undefined);
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  return (
    <div className={styles.page}>
      <div className={styles.wall}>
        <div className={styles.band}>
          <p className={styles.kicker}>{t.kicker()}</p>
          {view === undefined ? (
            <>
              <span className={styles.titleSkeleton}>
                <SkeletonLine size="xl" width="70%" />
              </span>
              <span className={styles.subtitleSkeleton}>
                <SkeletonLine width="85%" />
              </span>
            </>
          ) : (
            <>
              <h1 className={styles.title}>{view.title}</h1>
              <p className={styles.subtitle}>{view.subtitle}</p>
            </>
          )}
          <LanderCta label={t.cta()} onDark className={styles.cta} />
        </div>
        <ul className={styles.tiles} aria-label={t.members()}>
          {tiles.map((profile, place) => (
            <li key={profile?.id ?? place} className={styles.tile}>
              <LanderPhoto
                profile={profile}
                className={styles.tilePhoto}
                thumb={!large.has(place)}
                eager={place === 0}
              />
              <p className={styles.caption}>
                {profile === undefined
                  ? '\u00a0'
                  : LL.landers.nameAge({ name: profile.name, age: profile.age })}
              </p>
            </li>
          ))}
        </ul>
      </div>
      {warning !== undefined && <p className={styles.note}>{warning}</p>}
    </div>
  );
};
