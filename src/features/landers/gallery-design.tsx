import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonLine } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import styles from './gallery.module.css';

/** The campaign sends 24 members; while it loads, as many cards hold their places. */
const cardCount = 24;

/**
 * One member's card: photo first, name and age over its foot, the place under it, "online" and
 * "fictional" as marks on the photo. The whole card is one button (it opens the signup, as the
 * call to action does); the card's words stay outside the button so a screen reader reads them,
 * and the button is named for what it does.
 */
const GalleryCard = ({ profile, first }: { profile: LanderProfile | undefined; first: boolean }) => {
  const { LL } = useI18nContext();
  const t = LL.landerGallery;
  const { openSignup } = useSignupEntry();
  return (
    <li className={styles.card}>
      <div className={styles.media}>
        <LanderPhoto profile={profile} className={styles.photo} thumb eager={first} />
        {/* Marks over the photo's corner, so a card is as tall with them as without. */}
        {(profile?.online === true || profile?.fictionalWarning !== undefined) && (
          <span className={styles.marks}>
            {profile.online && <span className={styles.online}>{LL.landers.online()}</span>}
            {profile.fictionalWarning !== undefined && (
              <span className={styles.fictional}>{t.fictional()}</span>
            )}
          </span>
        )}
        <p className={styles.name}>
          {profile === undefined ? '\u00a0' : LL.landers.nameAge({ name: profile.name, age: profile.age })}
        </p>
      </div>
      <p className={styles.place}>{profile?.place ?? '\u00a0'}</p>
      {profile !== undefined && (
        <button type="button" className={styles.cardButton} onClick={openSignup}>
          <VisuallyHidden>{t.seeProfile({ name: profile.name })}</VisuallyHidden>
        </button>
      )}
    </li>
  );
};

/**
 * /landers/gallery: the campaign's members as a clean grid of cards (two columns on a phone, up to
 * six on a desktop). The call to action sits beside the title on a desktop and in a bar along the
 * foot of a phone's screen, always in thumb reach; the page ends with room for that bar.
 */
export const GalleryDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerGallery;
  const profiles: readonly (LanderProfile | undefined)[] =
    view?.profiles ?? Array.from({ length: cardCount }, () => undefined);
  const online = view?.profiles.filter((profile) => profile.online).length ?? 0;
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.headText}>
          {view === undefined ? (
            <>
              <span className={styles.titleSkeleton}>
                <SkeletonLine size="xl" width="60%" />
              </span>
              <span className={styles.subtitleSkeleton}>
                <SkeletonLine width="80%" />
              </span>
            </>
          ) : (
            <>
              <h1 className={styles.title}>{view.title}</h1>
              <p className={styles.subtitle}>{view.subtitle}</p>
            </>
          )}
          {/* One line either way, so the cards below keep their place when the answer comes. */}
          {online > 0 ? (
            <p className={`${styles.hint} ${styles.live}`}>{t.onlineNow({ count: online })}</p>
          ) : (
            <p className={styles.hint}>{view === undefined ? '\u00a0' : t.pick()}</p>
          )}
        </div>
        <LanderCta label={t.cta()} className={styles.cta} />
      </header>
      <ul className={styles.grid} aria-label={t.members()}>
        {profiles.map((profile, index) => (
          <GalleryCard key={profile?.id ?? index} profile={profile} first={index === 0} />
        ))}
      </ul>
      {warning !== undefined && <p className={styles.note}>{warning}</p>}
    </div>
  );
};
