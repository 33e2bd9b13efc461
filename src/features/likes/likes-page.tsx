import { useRef, type RefObject } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetLikes } from '../../../generated/hooks/likes/likes';
import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import {
  defaultLikesType,
  isLikesType,
  likesCounts,
  likesEntries,
  type LikesType,
} from '../../domain/likes-lists';
import { Alert, ButtonLink, PageLoading, PlainButton } from '../../ui';
import { ErrorPage, errorMessage } from '../errors';
import { LikesGrid, LikesGridSkeleton } from './likes-grid';
import { LikesTabs } from './likes-tabs';
import { MatchDialog } from './match-dialog';
import { useLikesActions, type LikesOutcome } from './use-likes-actions';
import styles from './likes.module.css';

const profileIdOf = (param: string | undefined): number | undefined =>
  param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;

/** What the last like back or take back did, said above the list. */
const LikesNotice = ({
  outcome,
  noticeRef,
}: {
  outcome: LikesOutcome | null;
  noticeRef: RefObject<HTMLDivElement | null>;
}) => {
  const { LL } = useI18nContext();
  const line = (() => {
    switch (outcome?.kind) {
      case undefined:
        return null;
      case 'failed':
        return (
          <Alert tone="danger" live="assertive">
            {errorMessage(LL, outcome.error)}
          </Alert>
        );
      case 'liked':
        return <p className={styles.quietNotice}>{LL.likes.notice.liked({ name: outcome.name })}</p>;
      case 'unliked':
        return <p className={styles.quietNotice}>{LL.likes.notice.unliked({ name: outcome.name })}</p>;
    }
  })();
  // Always in the page, so that screen readers hear what comes into it; focusable from the script
  // when the pressed button went with its card.
  return (
    <div ref={noticeRef} className={styles.notice} aria-live="polite" tabIndex={-1}>
      {line}
    </div>
  );
};

/** The profile link of a card still in the list, where the focus goes when its button changes. */
const focusCardLink = (id: number) => {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`main a[href="/members/${String(id)}"]`)?.focus();
  });
};

/** An empty list says what to do next (SLICE.md): find people, or play the swipe game for a match. */
const EmptyList = ({ type }: { type: LikesType }) => {
  const { LL } = useI18nContext();
  const t = LL.likes.empty;
  return (
    <div className={styles.empty}>
      <p>{t[type]()}</p>
      {type === 'matches' ? (
        <ButtonLink href="/swipe-game">{t.swipe()}</ButtonLink>
      ) : (
        <ButtonLink href="/members">{t.search()}</ButtonLink>
      )}
    </div>
  );
};

const LikesScreen = ({
  type,
  matchParam,
  settings,
  user,
}: {
  type: LikesType;
  matchParam: number | undefined;
  settings: Settings;
  user: User;
}) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const likes = useGetLikes();
  const actions = useLikesActions();
  const noticeRef = useRef<HTMLDivElement>(null);
  const fictionalLabel = user.fictional_icon ? settings.fictional_singular : undefined;

  const list = () => {
    if (likes.isError && likes.data === undefined) {
      return (
        <div className={styles.empty}>
          <Alert tone="danger" live="assertive">
            {`${LL.likes.loadFailed()} ${errorMessage(LL, likes.error)}`}
          </Alert>
          <PlainButton onClick={() => void likes.refetch()}>{LL.likes.retry()}</PlainButton>
        </div>
      );
    }
    if (likes.data === undefined) return <LikesGridSkeleton />;
    const entries = likesEntries(likes.data, type);
    if (entries.length === 0) return <EmptyList type={type} />;
    return (
      <LikesGrid
        type={type}
        entries={entries}
        cdnPrefix={settings.cdn_prefix}
        fictionalLabel={fictionalLabel}
        isPending={actions.isPending}
        onLikeBack={(card) => {
          // "Like back" turns into "Message": the card stays, its link keeps the focus.
          focusCardLink(card.id);
          void actions.likeBack(card.id, card.name);
        }}
        onTakeBack={(card) => {
          // The card leaves the sent and matches lists: the focus goes to the line that says so.
          noticeRef.current?.focus();
          void actions.takeBack(card.id, card.name);
        }}
      />
    );
  };

  // A like back that matched, or a match opened by its address (/likes/m/{id}).
  const matchShown = actions.matchId ?? matchParam;
  return (
    <>
      <LikesTabs current={type} counts={likes.data === undefined ? undefined : likesCounts(likes.data)} />
      <LikesNotice outcome={actions.outcome} noticeRef={noticeRef} />
      {list()}
      {matchShown !== undefined && (
        <MatchDialog
          key={matchShown}
          profileId={matchShown}
          onClose={() => {
            if (actions.matchId !== null) actions.closeMatch();
            else void navigate('/likes/matches', { replace: true });
          }}
        />
      )}
    </>
  );
};

/** /likes, /likes/{type} and /likes/m/{id}: who likes me, whom I like, our matches (spec §2). */
const LikesPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const params = useParams();
  const settings = useSiteSettings().data?.settings;
  const { data: user } = useCurrentUser();
  const matchParam = profileIdOf(params.id);
  const type = params.id !== undefined ? 'matches' : (params.type ?? defaultLikesType);
  if (!isLikesType(type) || (params.id !== undefined && matchParam === undefined))
    return <ErrorPage status={404} />;
  // The access gate lets only members in; between a logout and the next screen there is none.
  if (settings === undefined || user === undefined || user === null) return <PageLoading />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{LL.routes[routeTitle]()}</h1>
      <LikesScreen type={type} matchParam={matchParam} settings={settings} user={user} />
    </div>
  );
};

export default LikesPage;
