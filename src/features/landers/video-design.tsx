import { Play } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import { ClipPoster, ClipVideo, useLanderVideo } from './video-player';
import styles from './video.module.css';

/** The campaign sends four members; while it loads, as many places hold their boxes. */
const profileCount = 4;

/**
 * The video box: the poster frame at once with a big play button over it; pressed, the clip plays
 * with the browser's controls and captions, and the keyboard goes on from the player.
 */
const Stage = ({ src }: { src: string }) => {
  const { LL } = useI18nContext();
  const t = LL.landerVideo;
  const player = useLanderVideo();
  const { started, video } = player;
  // The play button is gone once pressed: the focus moves to the player that took its place.
  useEffect(() => {
    if (started) video?.focus();
  }, [started, video]);
  return (
    <figure className={styles.stage} aria-label={t.filmLabel()}>
      <ClipVideo
        clip="intro"
        src={src}
        setVideo={player.setVideo}
        events={player.events}
        className={styles.video}
        controls={started}
        captions="native"
      />
      {!started && (
        <>
          <ClipPoster src={src} className={styles.poster} />
          <div className={styles.playLayer}>
            <AriaButton className={styles.playButton} onPress={player.play}>
              <span className={styles.playIcon} aria-hidden="true">
                <Play size={26} fill="currentColor" />
              </span>
              {t.play()}
            </AriaButton>
            <p className={styles.silentNote}>{t.silentNote()}</p>
          </div>
        </>
      )}
    </figure>
  );
};

/** One member under the video: photo, name and age, place; a green dot when online. */
const Person = ({ profile }: { profile: LanderProfile | undefined }) => {
  const { LL } = useI18nContext();
  return (
    <li className={styles.person}>
      <div className={styles.personMedia}>
        <LanderPhoto profile={profile} className={styles.personPhoto} />
        {profile?.online === true && (
          <span className={styles.onlineDot}>
            <VisuallyHidden>{LL.landers.online()}</VisuallyHidden>
          </span>
        )}
      </div>
      {profile === undefined ? (
        <SkeletonLine width="80%" />
      ) : (
        <>
          <p className={styles.personName}>{LL.landers.nameAge({ name: profile.name, age: profile.age })}</p>
          {profile.place !== undefined && <p className={styles.personPlace}>{profile.place}</p>}
          {profile.fictionalWarning !== undefined && (
            <p className={styles.personFictional}>{LL.landerVideo.fictional()}</p>
          )}
        </>
      )}
    </li>
  );
};

/**
 * /landers/video: the campaign's film first. On a phone the title, then the video box as wide as
 * the screen and as tall as leaves the call to action in thumb reach right under it; on a desktop
 * the film on the left, title and call to action beside it. Four members in a row below.
 */
export const VideoDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerVideo;
  const profiles: readonly (LanderProfile | undefined)[] =
    view?.profiles.slice(0, profileCount) ?? Array.from({ length: profileCount }, () => undefined);
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  const peopleTitle = useId();
  return (
    <div className={styles.videoPage}>
      <header className={styles.head}>
        {view === undefined ? (
          // As tall as the title's and the subtitle's lines, so nothing moves when they come.
          <>
            <div className={`${styles.title} ${styles.lineHolder}`}>
              <SkeletonLine size="xl" width="70%" />
            </div>
            <div className={`${styles.subtitle} ${styles.lineHolder}`}>
              <SkeletonLine width="85%" />
            </div>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{view.title}</h1>
            <p className={styles.subtitle}>{view.subtitle}</p>
          </>
        )}
      </header>
      {view === undefined ? (
        <div className={styles.stage}>
          <SkeletonBox width="100%" height="100%" />
        </div>
      ) : view.videoUrl === undefined ? (
        // A campaign without its film keeps the box, so the page holds its shape.
        <div className={styles.stage} />
      ) : (
        <Stage src={view.videoUrl} />
      )}
      <LanderCta label={t.videoCta()} className={styles.cta} />
      <section className={styles.people} aria-labelledby={peopleTitle}>
        <h2 id={peopleTitle} className={styles.peopleTitle}>
          {t.profilesTitle()}
        </h2>
        <ul className={styles.row}>
          {profiles.map((profile, index) => (
            <Person key={profile?.id ?? index} profile={profile} />
          ))}
        </ul>
        {warning !== undefined && <p className={styles.note}>{warning}</p>}
      </section>
    </div>
  );
};
