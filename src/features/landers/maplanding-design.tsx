import { MapPin } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SkeletonBox } from '../../ui/skeleton';
import { LanderCta } from './lander-cta';
import { LanderPhoto } from './lander-photo';
import type { LanderProfile, LanderView } from './lander-view';
import { MapCanvas } from './map-canvas';
import { groupByRegion, type RegionGroup } from './region-layout';
import styles from './maplanding.module.css';

/** A line of text still to come, exactly as tall as the line it stands for (the class's --lh). */
const LinePlaceholder = ({ className, width }: { className: string | undefined; width: string }) => (
  <div className={className} aria-hidden="true">
    <SkeletonBox width={width} height="calc(1em * var(--lh))" />
  </div>
);

/** The country's name in the page's language; the code itself when the browser knows no name. */
const useCountryName = (locale: string) =>
  useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code: string): string => {
      try {
        return names.of(code) ?? code;
      } catch {
        // A code that is no region code at all (the contract only says "string").
        return code;
      }
    };
  }, [locale]);

const MemberCard = ({ profile, eager }: { profile: LanderProfile | undefined; eager: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <li className={styles.member}>
      <LanderPhoto profile={profile} thumb eager={eager} className={styles.memberPhoto} />
      <div className={styles.memberText}>
        {profile === undefined ? (
          <>
            <LinePlaceholder className={styles.memberName} width="80%" />
            <LinePlaceholder className={styles.memberPlace} width="60%" />
          </>
        ) : (
          <>
            <h3 className={styles.memberName}>
              {LL.landers.nameAge({ name: profile.name, age: profile.age })}
            </h3>
            {profile.place !== undefined && <p className={styles.memberPlace}>{profile.place}</p>}
            {profile.online && (
              <p className={styles.online}>
                <span className={styles.onlineDot} aria-hidden="true" />
                {LL.landers.online()}
              </p>
            )}
            {profile.fictionalWarning !== undefined && (
              <p className={styles.fictional}>{profile.fictionalWarning}</p>
            )}
          </>
        )}
      </div>
    </li>
  );
};

interface RegionPanelProps {
  id: string;
  /** Undefined while the campaign loads; null when the campaign has nobody to show. */
  region: RegionGroup | null | undefined;
  countryName: (code: string) => string;
}

/** The chosen region: its name, its members in a row (phone) or a column (desktop), the signup. */
const RegionPanel = ({ id, region, countryName }: RegionPanelProps) => {
  const { LL } = useI18nContext();
  const t = LL.landerMap;
  const headingId = useId();
  const country = region ? countryName(region.country) : undefined;
  return (
    <section id={id} className={styles.panel} aria-labelledby={region ? headingId : undefined}>
      {region === undefined ? (
        <div className={styles.panelHead} aria-hidden="true">
          <LinePlaceholder className={styles.country} width="40%" />
          <LinePlaceholder className={styles.regionName} width="60%" />
          <LinePlaceholder className={styles.regionCount} width="30%" />
        </div>
      ) : region === null ? (
        <p className={styles.empty}>{t.empty()}</p>
      ) : (
        // Said again when another pin is chosen: the list below has changed.
        <div className={styles.panelHead} aria-live="polite">
          <p className={styles.country}>{country === region.label ? '\u00a0' : country}</p>
          <h2 id={headingId} className={styles.regionName}>
            {region.label}
          </h2>
          <p className={styles.regionCount}>{t.regionCount({ count: region.profiles.length })}</p>
        </div>
      )}
      {region !== null && (
        // Scrolls sideways on a phone and down on a desktop when the region is full: reachable by
        // keyboard for that, and named by the region.
        <ul
          className={styles.members}
          aria-labelledby={region ? headingId : undefined}
          aria-hidden={region === undefined ? true : undefined}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container, see above
          tabIndex={region ? 0 : undefined}
        >
          {(region?.profiles ?? [undefined, undefined, undefined]).map((profile, index) => (
            <MemberCard key={profile?.id ?? index} profile={profile} eager={index === 0} />
          ))}
        </ul>
      )}
      {/* Its final size while the campaign loads, but nothing to press yet. */}
      <div inert={region === undefined} aria-hidden={region === undefined ? true : undefined}>
        <LanderCta label={t.cta()} />
      </div>
    </section>
  );
};

/**
 * /landers/maplanding: "who is near you", as a map. Each region of the campaign's members is a
 * pin on a drawn map; the fullest region is chosen at first, and its members stand beside the map
 * (desktop) or under it (phone) with the signup, within a thumb's reach of the first screen.
 */
export const MaplandingDesign = ({ view }: { view: LanderView | undefined }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.landerMap;
  const panelId = useId();
  const countryName = useCountryName(locale);
  const [chosen, setChosen] = useState<string>();
  const choose = useCallback((key: string) => {
    setChosen(key);
  }, []);
  const groups = useMemo(
    () => (view === undefined ? undefined : groupByRegion(view.profiles, countryName)),
    [view, countryName],
  );
  const region =
    groups === undefined ? undefined : (groups.find((group) => group.key === chosen) ?? groups[0] ?? null);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.kicker}>
          <MapPin aria-hidden="true" size={16} />
          {t.kicker()}
        </p>
        {view === undefined ? (
          <>
            <LinePlaceholder className={styles.title} width="70%" />
            <LinePlaceholder className={styles.subtitle} width="85%" />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{view.title}</h1>
            <p className={styles.subtitle}>{view.subtitle}</p>
          </>
        )}
      </header>
      <div className={styles.explorer}>
        <section className={styles.mapSection} aria-labelledby={`${panelId}-map`}>
          <div className={styles.mapHead}>
            <h2 id={`${panelId}-map`} className={styles.mapTitle}>
              {t.mapTitle()}
            </h2>
            {groups === undefined || view === undefined ? (
              <LinePlaceholder className={styles.summary} width="8rem" />
            ) : (
              <p className={styles.summary}>
                {t.summary({ members: view.profiles.length, regions: groups.length })}
              </p>
            )}
          </div>
          <MapCanvas groups={groups} selectedKey={region?.key} onSelect={choose} panelId={panelId} />
          <p className={styles.hint}>{t.hint()}</p>
        </section>
        <RegionPanel id={panelId} region={region} countryName={countryName} />
      </div>
    </div>
  );
};
