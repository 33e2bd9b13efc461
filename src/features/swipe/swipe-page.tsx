import { Heart, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { ProfileCard, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { premiumMatchChancePercent } from '../../domain/limits';
import { formatCountdown } from '../../domain/time-bonus';
import { Alert, ButtonLink, PageLoading, PlainButton, TextLink, VisuallyHidden } from '../../ui';
import { errorMessage } from '../errors';
import { MatchModal } from '../likes';
import { SwipeCard } from './swipe-card';
import { useArrowKeys } from '../../ui/use-swipe-arrow-keys';
import { useSecondsUntil } from './use-seconds-until';
import { useSwipeGame, type SwipeOutcome } from './use-swipe-game';
import styles from './swipe.module.css';

/** The day's likes are used up: when they come back, in one short block above the stack. */
const UsedUp = ({ resetsAt, onNewDay }: { resetsAt: string; onNewDay: () => void }) => {
  const { LL } = useI18nContext();
  const t = LL.swipe;
  const seconds = useSecondsUntil(resetsAt, onNewDay);
  return (
    <div className={styles.usedUp}>
      <p className={styles.usedUpTitle}>{t.usedUp()}</p>
      <p className={styles.countdown}>{t.nextLikesIn({ time: formatCountdown(seconds ?? 0) })}</p>
    </div>
  );
};

/** Under the buttons once the likes are used up: passing goes on, and (unpaid) the way to more matches. */
const UsedUpMore = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.swipe;
  return (
    <div className={styles.usedUp}>
      <p className={styles.hint}>{t.keepPassing()}</p>
      {!user.paid_user && (
        <>
          <p>{t.premiumClaim({ percent: premiumMatchChancePercent })}</p>
          <ButtonLink href="/premium">{t.goPremium()}</ButtonLink>
        </>
      )}
    </div>
  );
};

const OutcomeLine = ({ outcome }: { outcome: SwipeOutcome | null }) => {
  const { LL } = useI18nContext();
  if (outcome === null) return null;
  if (outcome.kind === 'failed') {
    return (
      <Alert tone="danger" live="assertive">
        {errorMessage(LL, outcome.error)}
      </Alert>
    );
  }
  return (
    <p>
      {outcome.kind === 'liked'
        ? LL.swipe.liked({ name: outcome.name })
        : LL.swipe.passed({ name: outcome.name })}
    </p>
  );
};

const SwipeGame = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.swipe;
  const hintId = useId();
  const cdnPrefix = useSiteSettings().data?.settings.cdn_prefix ?? '/';
  const game = useSwipeGame();
  const data = game.candidates.data;
  const shown = game.stack[0];
  const gameRef = useRef<HTMLDivElement>(null);
  const likeRef = useRef<HTMLButtonElement>(null);
  const passRef = useRef<HTMLButtonElement>(null);
  const canLikeNow = (data?.likes_left_today ?? 0) > 0;
  // The last like disables the Like button under the finger or the keyboard's focus: the focus
  // goes on to Pass, what is left to do, rather than to the top of the page.
  const couldLike = useRef(canLikeNow);
  useEffect(() => {
    const lost = document.activeElement === likeRef.current || document.activeElement === document.body;
    if (couldLike.current && !canLikeNow && lost) passRef.current?.focus();
    couldLike.current = canLikeNow;
  }, [canLikeNow]);
  useArrowKeys(
    () => {
      if (shown !== undefined) void game.pass(shown);
    },
    () => {
      if (shown !== undefined && (data?.likes_left_today ?? 0) > 0) void game.like(shown);
    },
    shown !== undefined && game.matchId === null,
    gameRef,
  );

  if (data === undefined) {
    if (game.candidates.isError) {
      return (
        <div className={styles.empty}>
          <Alert tone="danger" live="assertive">
            {`${t.loadFailed()} ${errorMessage(LL, game.candidates.error)}`}
          </Alert>
          <PlainButton onClick={() => void game.candidates.refetch()}>{t.retry()}</PlainButton>
        </div>
      );
    }
    return (
      <div className={styles.game} aria-hidden="true">
        <div className={styles.stack}>
          <span className={styles.skeletonCard} />
        </div>
        <span className={styles.skeletonButtons} />
      </div>
    );
  }

  const [top, next] = game.stack;
  const canLike = data.likes_left_today > 0;
  const like = (card: ProfileCard) => {
    if (canLike) void game.like(card);
  };

  return (
    <div ref={gameRef} className={styles.game} data-used-up={canLike ? undefined : ''}>
      <p className={styles.likesLeft} aria-live="polite">
        {t.likesLeft({ count: data.likes_left_today })}
      </p>
      {/* When the day's likes are gone, when they come back is the news: above the stack. */}
      {!canLike && <UsedUp resetsAt={data.resets_at} onNewDay={game.newDay} />}
      {top === undefined ? (
        <div className={styles.empty}>
          <p className={styles.usedUpTitle}>{t.empty()}</p>
          <p>{t.emptyHint()}</p>
          <ButtonLink href="/members">{t.search()}</ButtonLink>
        </div>
      ) : (
        <>
          <div
            className={styles.stack}
            role="group"
            aria-label={t.stackLabel()}
            aria-describedby={hintId}
            aria-keyshortcuts="ArrowLeft ArrowRight"
          >
            {next !== undefined && (
              <div className={styles.nextCard} aria-hidden="true">
                {next.main_image !== null && (
                  <img
                    src={`${cdnPrefix}${next.main_image.thumb_filename}`}
                    alt=""
                    width={300}
                    height={400}
                  />
                )}
              </div>
            )}
            <SwipeCard
              key={top.id}
              card={top}
              cdnPrefix={cdnPrefix}
              canLike={canLike}
              onLike={() => {
                like(top);
              }}
              onPass={() => void game.pass(top)}
            />
          </div>
          <div className={styles.buttons}>
            <AriaButton
              ref={passRef}
              className={`${styles.round} ${styles.pass}`}
              onPress={() => void game.pass(top)}
            >
              <X aria-hidden="true" size={28} />
              <span>
                {t.pass()} <VisuallyHidden>{`– ${top.name}`}</VisuallyHidden>
              </span>
            </AriaButton>
            <AriaButton
              ref={likeRef}
              className={`${styles.round} ${styles.like}`}
              isDisabled={!canLike}
              onPress={() => {
                like(top);
              }}
            >
              <Heart aria-hidden="true" size={28} />
              <span>
                {t.like()} <VisuallyHidden>{`– ${top.name}`}</VisuallyHidden>
              </span>
            </AriaButton>
          </div>
          <p id={hintId} className={styles.hint}>
            {t.keyboardHint()}
          </p>
          <TextLink href={`/members/${String(top.id)}`}>{t.viewProfile()}</TextLink>
        </>
      )}
      {!canLike && <UsedUpMore user={user} />}
      <div className={styles.outcome} aria-live="polite">
        <OutcomeLine outcome={game.outcome} />
      </div>
      {game.matchId !== null && <MatchModal profileId={game.matchId} onClose={game.closeMatch} />}
    </div>
  );
};

/** /swipe-game: one member at a time, like or pass, 4 likes a day (spec §2, §4, §9). */
const SwipePage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const { data: user } = useCurrentUser();
  // The access gate lets only members in; between a logout and the next screen there is none.
  if (user === undefined || user === null) return <PageLoading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      <SwipeGame user={user} />
    </div>
  );
};

export default SwipePage;
