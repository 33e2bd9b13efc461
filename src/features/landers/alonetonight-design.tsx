import { MapPin, Moon } from 'lucide-react';
import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import { TextLineSkeleton } from './text-line-skeleton';
import styles from './alonetonight.module.css';

/** The page shows the campaign's six; the skeleton holds as many boxes. */
const shown = 6;

/** One member as a portrait: the photo, "online" in its corner, name, age and place at its foot. */
const NightCard = ({ profile, eager }: { profile: LanderProfile | undefined; eager: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.card}>
      <LanderPhoto profile={profile} className={styles.cardPhoto} medium eager={eager} />
      {profile?.online === true && (
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          {LL.landers.online()}
        </p>
      )}
      <div className={styles.caption}>
        {profile === undefined ? (
          <SkeletonLine width="70%" />
        ) : (
          <>
            <h3 className={styles.name}>{LL.landers.nameAge({ name: profile.name, age: profile.age })}</h3>
            {profile.place !== undefined && (
              <p className={styles.place}>
                <MapPin aria-hidden="true" size={14} />
                <span>{profile.place}</span>
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
};

/** "N members online near you", with the faces of a few of them and a light that breathes. */
const OnlineLine = ({ profiles }: { profiles: readonly LanderProfile[] | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerAlone;
  if (profiles === undefined) {
    return (
      <div className={styles.online}>
        <SkeletonLine width="16rem" />
      </div>
    );
  }
  const online = profiles.filter((profile) => profile.online);
  return (
    <div className={styles.online}>
      {online.length > 0 && (
        <span className={styles.faces} aria-hidden="true">
          {online.slice(0, 3).map((profile) => (
            <LanderPhoto key={profile.id} profile={profile} thumb decorative className={styles.face} />
          ))}
        </span>
      )}
      <span className={styles.pulse} aria-hidden="true" />
      <p className={styles.onlineText}>
        {online.length > 0 ? t.onlineCount({ count: online.length }) : t.onlineNone()}
      </p>
    </div>
  );
};

/**
 * /landers/alonetonight: a night sky, the campaign's question and who is online right now, the
 * call to action right under them (the first screen of a phone), six portraits, and the call
 * again for those who looked at the faces first.
 */
export const AlonetonightDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerAlone;
  const profilesId = useId();
  const closingId = useId();
  // The site's warning is about its profiles in general: said once, at the foot of the page, where
  // its arrival moves nothing (it is known only with the profiles).
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  const profiles: readonly (LanderProfile | undefined)[] =
    view?.profiles.slice(0, shown) ?? Array.from({ length: shown }, () => undefined);

  return (
    <div className={styles.night}>
      <div className={styles.sky} aria-hidden="true">
        <span className={styles.moon} />
      </div>
      <header className={styles.hero}>
        <p className={styles.kicker}>
          <Moon aria-hidden="true" size={18} />
          {t.kicker()}
        </p>
        {view === undefined ? (
          <>
            <TextLineSkeleton className={styles.title} lines={2} width="50%" />
            <TextLineSkeleton className={styles.subtitle} width="85%" />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{view.title}</h1>
            <p className={styles.subtitle}>{view.subtitle}</p>
          </>
        )}
        <OnlineLine profiles={view?.profiles} />
        <LanderCta label={t.cta()} onDark className={styles.cta} />
      </header>

      <section className={styles.profiles} aria-labelledby={profilesId}>
        <h2 id={profilesId} className={styles.sectionTitle}>
          {t.profilesTitle()}
        </h2>
        <ul className={styles.grid}>
          {profiles.map((profile, index) => (
            <li key={profile?.id ?? `skeleton-${String(index)}`}>
              <NightCard profile={profile} eager={index === 0} />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.closing} aria-labelledby={closingId}>
        <h2 id={closingId} className={styles.sectionTitle}>
          {t.closingTitle()}
        </h2>
        <p className={styles.closingText}>{t.closingText()}</p>
        <LanderCta label={t.cta()} onDark className={styles.cta} />
      </section>
      {warning !== undefined && <p className={styles.fictional}>{warning}</p>}
    </div>
  );
};
