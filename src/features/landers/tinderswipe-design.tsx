import { Heart, X } from 'lucide-react';
import { useId, useRef, type CSSProperties } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { useSignupEntry } from '../signup-entry';
import { LanderPhoto } from './lander-photo';
import type { LanderView } from './lander-view';
import { SwipeCard, SwipeCardFace } from './swipe-card';
import { SwipeEndCard } from './swipe-end-card';
import { TextLineSkeleton } from './text-line-skeleton';
import { likesToMatch, useSwipeDeck } from './use-swipe-deck';
import { useArrowKeys } from '../../ui/use-swipe-arrow-keys';
import styles from './tinderswipe.module.css';

/** The title, the campaign's line and, on a desktop, how the game goes. */
const Intro = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerSwipe;
  return (
    <header className={styles.intro}>
      {view === undefined ? (
        <>
          <TextLineSkeleton className={styles.title} width="60%" />
          <TextLineSkeleton className={styles.subtitle} width="90%" />
          <div className={styles.waiting} aria-hidden="true">
            <SkeletonBox width="184px" height="44px" />
            <SkeletonLine width="14rem" />
          </div>
        </>
      ) : (
        <>
          <h1 className={styles.title}>{view.title}</h1>
          <p className={styles.subtitle}>{view.subtitle}</p>
          {view.profiles.length > 0 && (
            <div className={styles.waiting}>
              <span className={styles.faces} aria-hidden="true">
                {view.profiles.slice(0, 5).map((profile) => (
                  <LanderPhoto key={profile.id} profile={profile} thumb decorative className={styles.face} />
                ))}
              </span>
              <p className={styles.waitingText}>{t.inStack({ count: view.profiles.length })}</p>
            </div>
          )}
        </>
      )}
      <div className={styles.how}>
        <h2 className={styles.howTitle}>{t.howTitle()}</h2>
        <ol className={styles.howList}>
          <li>{t.howRight()}</li>
          <li>{t.howLeft()}</li>
          <li>{t.howMatch()}</li>
        </ol>
      </div>
    </header>
  );
};

/** Hearts for the likes so far; the words say it for screen readers. */
const Progress = ({ count }: { count: number }) => {
  const { LL } = useI18nContext();
  const t = LL.landerSwipe;
  return (
    <div className={styles.goal}>
      <p className={styles.goalText}>{t.goal({ total: likesToMatch })}</p>
      <p className={styles.pips}>
        {Array.from({ length: likesToMatch }, (_, index) => (
          <Heart
            key={index}
            aria-hidden="true"
            size={18}
            className={styles.pip}
            data-on={index < count ? '' : undefined}
            fill={index < count ? 'currentColor' : 'none'}
          />
        ))}
        <VisuallyHidden>{t.progress({ count, total: likesToMatch })}</VisuallyHidden>
      </p>
    </div>
  );
};

const Game = ({ view }: { view: LanderView }) => {
  const { LL } = useI18nContext();
  const t = LL.landerSwipe;
  const hintId = useId();
  const gameRef = useRef<HTMLDivElement>(null);
  const { openSignup } = useSignupEntry();
  const deck = useSwipeDeck(view.profiles);
  const [top, next, third] = deck.cards;
  useArrowKeys(deck.pass, deck.like, !deck.ended, gameRef);

  const announcement =
    deck.last === undefined
      ? ''
      : deck.last.kind === 'like'
        ? t.liked({ name: deck.last.name })
        : t.passed({ name: deck.last.name });

  return (
    <div ref={gameRef} className={styles.stage}>
      {deck.ended || top === undefined ? (
        <SwipeEndCard liked={deck.liked} takeFocus={deck.played} />
      ) : (
        <>
          <Progress count={deck.liked.length} />
          <div
            className={styles.stack}
            role="group"
            aria-label={t.stackLabel()}
            aria-describedby={hintId}
            aria-keyshortcuts="ArrowLeft ArrowRight"
          >
            {third !== undefined && (
              <div key={third.id} className={styles.card} data-depth="2" aria-hidden="true">
                <SwipeCardFace profile={third} decorative />
              </div>
            )}
            {next !== undefined && (
              <div key={next.id} className={styles.card} data-depth="1" aria-hidden="true">
                <SwipeCardFace profile={next} decorative />
              </div>
            )}
            <SwipeCard
              key={top.id}
              profile={top}
              eager={!deck.played}
              risen={deck.played}
              onSwipe={(kind, fromX) => {
                if (kind === 'like') deck.like(fromX);
                else deck.pass(fromX);
              }}
            />
            {deck.leaving !== null && (
              <div
                key={`leaving-${String(deck.leaving.serial)}`}
                className={`${styles.card} ${styles.leaving}`}
                data-kind={deck.leaving.kind}
                style={{ '--from-x': String(deck.leaving.fromX) } as CSSProperties}
                aria-hidden="true"
                onAnimationEnd={deck.landed}
              >
                <SwipeCardFace profile={deck.leaving.profile} decorative />
              </div>
            )}
          </div>
          <div className={styles.buttons}>
            <AriaButton
              className={`${styles.round} ${styles.pass}`}
              onPress={() => {
                deck.pass();
              }}
            >
              <span className={styles.roundIcon}>
                <X aria-hidden="true" size={30} strokeWidth={3} />
              </span>
              <span>
                {t.pass()} <VisuallyHidden>{`– ${top.name}`}</VisuallyHidden>
              </span>
            </AriaButton>
            <AriaButton
              className={`${styles.round} ${styles.like}`}
              onPress={() => {
                deck.like();
              }}
            >
              <span className={styles.roundIcon}>
                <Heart aria-hidden="true" size={34} fill="currentColor" />
              </span>
              <span>
                {t.like()} <VisuallyHidden>{`– ${top.name}`}</VisuallyHidden>
              </span>
            </AriaButton>
          </div>
          <p id={hintId} className={styles.hint}>
            {t.hint()}
          </p>
          <AriaButton className={styles.skip} onPress={openSignup}>
            {t.skip()}
          </AriaButton>
        </>
      )}
      <p className={styles.announcement} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
};

/** While the campaign loads: the same boxes, held by skeletons. */
const GameSkeleton = () => (
  <div className={styles.stage}>
    <div className={styles.goal} aria-hidden="true">
      <SkeletonBox width="80%" height="1rem" />
      <SkeletonBox width="4rem" height="1rem" />
    </div>
    <div className={styles.stack}>
      <div className={styles.card}>
        <SkeletonBox width="100%" height="100%" />
      </div>
    </div>
    <div className={styles.buttons}>
      <span className={`${styles.round} ${styles.pass}`}>
        <span className={styles.roundIcon} />
        <SkeletonLine width="3rem" />
      </span>
      <span className={`${styles.round} ${styles.like}`}>
        <span className={styles.roundIcon} />
        <SkeletonLine width="3rem" />
      </span>
    </div>
    {/* The hint, the way out and the announcement under the buttons, so the desktop's column
        beside them, centred on the same height, does not move when they arrive. */}
    <TextLineSkeleton className={styles.hint} lines={2} width="60%" />
    <div className={styles.skip} aria-hidden="true">
      <SkeletonBox width="12rem" height="1rem" />
    </div>
    <p className={styles.announcement} />
  </div>
);

/**
 * /landers/tinderswipe: the campaign's members as a swipe stack, dark and app-like as the product's
 * own game; a few likes (or the last card) turn it into the signup, "see who likes you back".
 */
export const TinderswipeDesign = ({ view }: { view: LanderView | undefined }) => (
  <div className={styles.app}>
    <Intro view={view} />
    {view === undefined ? <GameSkeleton /> : <Game view={view} />}
  </div>
);
