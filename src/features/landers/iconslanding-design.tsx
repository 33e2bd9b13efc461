import { useId } from 'react';
import { MapPin, MessageCircle, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonLine } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import styles from './iconslanding.module.css';

/** The orbit has twelve places, one every 30 degrees; the campaign sends twelve members. */
const places = 12;

interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * /landers/iconslanding: the campaign's members as round portraits. On a desktop they circle the
 * headline and the call to action in an orbit; on a phone they make a tidy grid of three columns
 * between the headline and the call to action. Three short reasons to join follow.
 */
export const IconsDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL } = useI18nContext();
  const t = LL.landerIcons;
  const titleId = useId();
  const whyId = useId();
  const portraits: readonly (LanderProfile | undefined)[] =
    view?.profiles.slice(0, places) ?? Array.from({ length: places }, () => undefined);
  const warning = view?.profiles.find((profile) => profile.fictionalWarning !== undefined)?.fictionalWarning;
  const reasons: readonly Reason[] = [
    { icon: MapPin, title: t.nearTitle(), text: t.nearText() },
    { icon: MessageCircle, title: t.chatTitle(), text: t.chatText() },
    { icon: ShieldCheck, title: t.privateTitle(), text: t.privateText() },
  ];
  return (
    <div className={styles.page}>
      <section className={styles.stage} aria-labelledby={view === undefined ? undefined : titleId}>
        <div className={styles.headline}>
          {view === undefined ? (
            <>
              <span className={styles.titleSkeleton}>
                <SkeletonLine size="xl" width="70%" />
              </span>
              <span className={styles.subtitleSkeleton}>
                <SkeletonLine width="90%" />
              </span>
            </>
          ) : (
            <>
              <h1 id={titleId} className={styles.title}>
                {view.title}
              </h1>
              <p className={styles.subtitle}>{view.subtitle}</p>
            </>
          )}
        </div>
        <ul className={styles.orbit} aria-label={t.members()}>
          {portraits.map((profile, place) => (
            <li key={profile?.id ?? place} className={styles.portrait}>
              <span className={styles.face}>
                <LanderPhoto profile={profile} className={styles.facePhoto} thumb eager={place === 0} />
                {profile?.online === true && (
                  <span className={styles.online} role="img" aria-label={LL.landers.online()} />
                )}
              </span>
              <span className={styles.name}>{profile?.name ?? '\u00a0'}</span>
            </li>
          ))}
        </ul>
        <LanderCta label={t.cta()} className={styles.cta} />
      </section>
      <section className={styles.why} aria-labelledby={view === undefined ? undefined : whyId}>
        {view === undefined ? (
          <SkeletonLine size="lg" width="50%" />
        ) : (
          <h2 id={whyId} className={styles.whyTitle}>
            {t.whyTitle({ siteName: view.siteName })}
          </h2>
        )}
        <ul className={styles.reasons}>
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.reason}>
              <span className={styles.reasonIcon}>
                <Icon aria-hidden="true" focusable="false" size={24} strokeWidth={2} />
              </span>
              <h3 className={styles.reasonTitle}>{title}</h3>
              <p className={styles.reasonText}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      {warning !== undefined && <p className={styles.note}>{warning}</p>}
    </div>
  );
};
