import { Pause, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import { ClipPoster, ClipVideo, useLanderVideo } from './video-player';
import styles from './video.module.css';

/** The campaign sends six members; while it loads, as many cards hold their places. */
const profileCount = 6;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The film behind the title, the poster frame until play is pressed. It loops while it plays,
 * except for visitors who ask for less motion: for them it plays once. Its captions show in a line
 * of the hero, over the dark shade, where the browser's own would sit under the title.
 */
const HeroFilm = ({ src }: { src: string }) => {
  const { LL } = useI18nContext();
  const t = LL.landerVideo;
  const player = useLanderVideo();
  const [caption, setCaption] = useState<string>();
  // Asked when play is pressed: the setting may have changed since the page loaded.
  const [loop, setLoop] = useState(false);
  const toggle = () => {
    if (player.playing) {
      player.pause();
      return;
    }
    setLoop(!reducedMotion());
    player.play();
  };
  return (
    <>
      <div className={styles.heroMedia}>
        <ClipVideo
          clip="transitions"
          src={src}
          setVideo={player.setVideo}
          events={player.events}
          className={player.started ? styles.heroVideo : `${styles.heroVideo} ${styles.waiting}`}
          controls={false}
          captions="page"
          loop={loop}
          onCue={setCaption}
        />
        {!player.started && <ClipPoster src={src} className={styles.heroPoster} />}
      </div>
      <div className={styles.heroControls}>
        <AriaButton className={styles.toggle} onPress={toggle}>
          <span className={styles.toggleIcon} aria-hidden="true">
            {player.playing ? (
              <Pause size={20} fill="currentColor" />
            ) : (
              <Play size={20} fill="currentColor" />
            )}
          </span>
          {player.playing ? t.pause() : t.play()}
        </AriaButton>
        <p className={styles.heroNote}>{t.silentNote()}</p>
      </div>
      <p className={styles.heroCaption}>
        {caption === undefined ? null : <span className={styles.heroCaptionText}>{caption}</span>}
      </p>
    </>
  );
};

/** One card of the strip: the photo, name and age over its foot, the place under it. */
const StripCard = ({ profile }: { profile: LanderProfile | undefined }) => {
  const { LL } = useI18nContext();
  return (
    <li className={styles.card}>
      <div className={styles.cardMedia}>
        <LanderPhoto profile={profile} className={styles.cardPhoto} />
        {profile !== undefined && (
          <p className={styles.cardName}>
            {profile.online && (
              <span className={styles.cardDot}>
                <VisuallyHidden>{LL.landers.online()}</VisuallyHidden>
              </span>
            )}
            {LL.landers.nameAge({ name: profile.name, age: profile.age })}
          </p>
        )}
      </div>
      {profile === undefined ? (
        <SkeletonLine width="60%" />
      ) : (
        <p className={styles.cardPlace}>
          {profile.fictionalWarning === undefined ? (profile.place ?? '\u00a0') : LL.landerVideo.fictional()}
        </p>
      )}
    </li>
  );
};

/**
 * /landers/transitionsvideolanding: a night at the cinema. The film fills the hero behind the
 * campaign's title, under a shade that keeps the words legible on any frame; play and pause sit
 * low in it, the call to action right under it, then the members as a strip to scroll sideways
 * (by finger, or by arrow keys once the strip has the focus).
 */
export const TransitionsDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerVideo;
  const profiles: readonly (LanderProfile | undefined)[] =
    view?.profiles.slice(0, profileCount) ?? Array.from({ length: profileCount }, () => undefined);
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  const titleId = useId();
  const stripTitleId = useId();
  return (
    <div className={styles.theatre}>
      <section className={styles.hero} aria-labelledby={titleId}>
        <div className={styles.heroText}>
          {view === undefined ? (
            <>
              <SkeletonLine size="xl" width="70%" />
              <SkeletonLine width="85%" />
            </>
          ) : (
            <>
              <h1 id={titleId} className={styles.heroTitle}>
                {view.title}
              </h1>
              <p className={styles.heroSubtitle}>{view.subtitle}</p>
            </>
          )}
        </div>
        {view === undefined && (
          <div className={styles.heroMedia}>
            <SkeletonBox width="100%" height="100%" />
          </div>
        )}
        {view?.videoUrl !== undefined && <HeroFilm src={view.videoUrl} />}
      </section>
      <LanderCta label={t.transitionsCta()} onDark className={styles.theatreCta} />
      <section className={styles.stripSection} aria-labelledby={stripTitleId}>
        <h2 id={stripTitleId} className={styles.stripTitle}>
          {t.stripTitle()}
        </h2>
        {/* Named for what it holds, and focusable: the keyboard scrolls what has the focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by Tab (axe scrollable-region-focusable) */}
        <div className={styles.strip} role="region" aria-label={t.stripLabel()} tabIndex={0}>
          <ul className={styles.stripList}>
            {profiles.map((profile, index) => (
              <StripCard key={profile?.id ?? index} profile={profile} />
            ))}
          </ul>
        </div>
        {warning !== undefined && <p className={styles.theatreNote}>{warning}</p>}
      </section>
    </div>
  );
};
