import { Users } from 'lucide-react';
import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox } from '../../ui/skeleton';
import { FeedPost } from './feed-post';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderView } from './lander-view';
import styles from './socialnetwork.module.css';

/** The posts the campaign gives (9); while it loads, the first screen's worth of their boxes. */
const skeletonPosts = 2;
/** Faces beside the community's name: a crowd, not a list. */
const crowd = 4;

/** A line of text still to come, exactly as tall as the line it stands for (the class's --lh). */
const LinePlaceholder = ({ className, width }: { className: string | undefined; width: string }) => (
  <div className={className} aria-hidden="true">
    <SkeletonBox width={width} height="calc(1em * var(--lh))" />
  </div>
);

/** The community's header: the campaign's title and line, a few faces, who is online. */
const Cover = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerSocial;
  const online = view?.profiles.filter((profile) => profile.online).length ?? 0;
  return (
    <header className={styles.cover}>
      <div className={styles.coverText}>
        {view === undefined ? (
          <>
            <LinePlaceholder className={styles.kicker} width="40%" />
            <LinePlaceholder className={styles.title} width="75%" />
            <LinePlaceholder className={styles.subtitle} width="90%" />
          </>
        ) : (
          <>
            <p className={styles.kicker}>
              <Users aria-hidden="true" size={16} />
              {t.kicker({ site: view.siteName })}
            </p>
            <h1 className={styles.title}>{view.title}</h1>
            <p className={styles.subtitle}>{view.subtitle}</p>
          </>
        )}
      </div>
      <div className={styles.crowdRow}>
        <span className={styles.crowd} aria-hidden="true">
          {(view?.profiles.slice(0, crowd) ?? Array.from({ length: crowd }, () => undefined)).map(
            (profile, index) => (
              <LanderPhoto
                key={profile?.id ?? index}
                profile={profile}
                thumb
                decorative
                className={styles.crowdFace}
              />
            ),
          )}
        </span>
        {view === undefined ? (
          <LinePlaceholder className={styles.stats} width="10rem" />
        ) : (
          <p className={styles.stats}>
            {t.posts({ count: view.profiles.length })}
            {online > 0 && (
              // The dot goes with the words it leads into, when the line wraps.
              <>
                {' '}
                <span className={styles.statsOnline}>
                  <span aria-hidden="true">· </span>
                  {t.onlineNow({ count: online })}
                </span>
              </>
            )}
          </p>
        )}
      </div>
    </header>
  );
};

/**
 * /landers/socialnetwork: the campaign's members as the posts of a community feed — who, when,
 * their words and their photo — where liking and commenting is for members: both open the signup.
 * A desktop keeps the invitation to join in a column beside the feed; a phone keeps it pinned to
 * the foot of the screen (sticky, so at the end of the feed it takes its own place, covering none).
 */
export const SocialnetworkDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerSocial;
  const joinId = useId();
  const feedId = useId();
  const profiles =
    view === undefined ? Array.from({ length: skeletonPosts }, () => undefined) : view.profiles;
  return (
    <div className={styles.page}>
      <Cover view={view} />
      <div className={styles.layout}>
        {/* First in the document: the keyboard reaches the signup before nine posts' buttons. */}
        <aside className={styles.join} aria-labelledby={joinId}>
          <h2 id={joinId} className={styles.joinTitle}>
            {t.joinTitle()}
          </h2>
          <p className={styles.joinText}>{t.joinText()}</p>
          {/* Its final size while the campaign loads, but nothing to press yet. */}
          <div inert={view === undefined} aria-hidden={view === undefined ? true : undefined}>
            <LanderCta label={t.cta()} className={styles.cta} />
          </div>
        </aside>
        <section className={styles.feed} aria-labelledby={feedId}>
          <h2 id={feedId} className={styles.feedTitle}>
            {t.feedTitle()}
          </h2>
          {view?.profiles.length === 0 ? (
            <p className={styles.empty}>{t.empty()}</p>
          ) : (
            <ul className={styles.posts}>
              {profiles.map((profile, index) => (
                <li key={profile?.id ?? index}>
                  <FeedPost profile={profile} index={index} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
};
