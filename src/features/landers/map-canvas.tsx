import { useId, useMemo, type CSSProperties } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox } from '../../ui/skeleton';
import { LanderPhoto } from './lander-photo';
import { layoutRegions, type PinPlace, type RegionGroup } from './region-layout';
import styles from './maplanding.module.css';

/**
 * The drawing's own units: 3:2, as a desktop's canvas. A phone's 4:3 canvas stretches it a little
 * (preserveAspectRatio none), so the glows stay exactly under the pins, which are placed in percent.
 */
const artWidth = 300;
const artHeight = 200;

/** Faces stacked on a pin; the count says the rest. */
const facesPerPin = 3;

/** Where a pin stands, as CSS: its centre, and a box as wide as its cell (the label's room). */
const spotStyle = (place: PinPlace): CSSProperties => ({
  insetInlineStart: `${String(place.x * 100)}%`,
  insetBlockStart: `${String(place.y * 100)}%`,
  inlineSize: `${String(place.cellWidth * 100)}%`,
});

/**
 * A made-up shore: a loop around a centre whose radius wanders with a few waves of different
 * lengths, drawn in short straight steps, so it reads as a coastline rather than a cloud.
 */
const shore = (cx: number, cy: number, rx: number, ry: number, seed: number): string => {
  const steps = 64;
  const points = Array.from({ length: steps }, (_, step) => {
    const angle = (step / steps) * 2 * Math.PI;
    const wander =
      1 +
      0.15 * Math.sin(3 * angle + seed) +
      0.08 * Math.sin(7 * angle + 2 * seed) +
      0.035 * Math.sin(19 * angle + 3 * seed);
    return `${(cx + rx * wander * Math.cos(angle)).toFixed(1)} ${(cy + ry * wander * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
};

/** Two continents and two islands. */
const shores = [
  shore(80, 72, 62, 36, 1),
  shore(218, 146, 64, 38, 4),
  shore(222, 40, 40, 20, 2.5),
  shore(60, 158, 26, 15, 5),
];

const borders = [
  'M70 30C76 52 66 70 80 92S72 110 76 120',
  'M104 30C98 50 112 66 104 84',
  'M20 80C50 74 72 84 100 76S130 70 150 74',
  'M210 96C204 120 220 140 208 160S214 184 212 192',
  'M150 150C180 144 200 156 230 148S262 138 290 146',
  'M226 20C222 36 232 48 226 70',
];

interface Glow {
  key: string;
  place: PinPlace;
  count: number;
  selected: boolean;
}

/**
 * The map itself: no geography (no tiles, no outlines of real countries), only the look of one —
 * a soft sea, made-up shores, a graticule, a route and a compass — with a warm glow under each
 * region, larger where more members are. Decoration only: the pins and their names carry it all.
 */
const MapArt = ({ glows }: { glows: readonly Glow[] }) => {
  const id = useId();
  const sea = `${id}-sea`;
  const ground = `${id}-ground`;
  const land = `${id}-land`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={styles.art}
      viewBox={`0 0 ${String(artWidth)} ${String(artHeight)}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sea} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcf1f6" />
          <stop offset="0.55" stopColor="#f6eef8" />
          <stop offset="1" stopColor="#ece4f4" />
        </linearGradient>
        <linearGradient id={ground} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#fbf4f8" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#c2185b" stopOpacity="0.32" />
          <stop offset="0.6" stopColor="#c2185b" stopOpacity="0.1" />
          <stop offset="1" stopColor="#c2185b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={artWidth} height={artHeight} fill={`url(#${sea})`} />
      <g className={styles.graticule}>
        {[40, 80, 120, 160].map((y) => (
          <path key={`y${String(y)}`} d={`M0 ${String(y)} Q150 ${String(y - 10)} 300 ${String(y)}`} />
        ))}
        {[50, 100, 150, 200, 250].map((x) => (
          <path
            key={`x${String(x)}`}
            d={`M${String(x)} 0 Q${String(x + (x - 150) / 10)} 100 ${String(x)} 200`}
          />
        ))}
      </g>
      <clipPath id={land}>
        {shores.map((shore) => (
          <path key={shore} d={shore} />
        ))}
      </clipPath>
      <g className={styles.shores} fill={`url(#${ground})`}>
        {shores.map((shore) => (
          <path key={shore} d={shore} />
        ))}
      </g>
      {/* Made-up borders, drawn on the land only. */}
      <g className={styles.borders} clipPath={`url(#${land})`}>
        {borders.map((border) => (
          <path key={border} d={border} />
        ))}
      </g>
      <g className={styles.islets}>
        <circle cx="122" cy="128" r="3" />
        <circle cx="131" cy="122" r="2" />
        <circle cx="276" cy="78" r="3.5" />
        <circle cx="102" cy="168" r="2.5" />
      </g>
      <path className={styles.route} d="M10 186C60 170 96 150 120 132S178 84 214 76S270 58 292 40" />
      {glows.map(({ key, place, count, selected }) => (
        <circle
          key={key}
          className={selected ? styles.glowSelected : styles.glow}
          cx={place.x * artWidth}
          cy={place.y * artHeight}
          r={16 + 8 * Math.sqrt(count)}
          fill={`url(#${glow})`}
        />
      ))}
      <g className={styles.compass} transform="translate(282 18)">
        <circle r="11" />
        <path d="M0 -9L2.5 0L0 9L-2.5 0Z" />
        <path className={styles.compassNorth} d="M0 -9L2.5 0L-2.5 0Z" />
      </g>
    </svg>
  );
};

interface PinProps {
  group: RegionGroup;
  place: PinPlace;
  selected: boolean;
  onSelect: (key: string) => void;
  panelId: string;
}

/** One region: its members' faces stacked, their number, the region's name (on wider screens). */
const Pin = ({ group, place, selected, onSelect, panelId }: PinProps) => {
  const { LL } = useI18nContext();
  const count = group.profiles.length;
  const online = group.profiles.some((profile) => profile.online);
  return (
    <li className={styles.spot} style={spotStyle(place)} data-selected={selected ? '' : undefined}>
      <ToggleButton
        className={styles.pin}
        isSelected={selected}
        // A chosen region stays chosen: pressing its pin again is no way to choose none.
        onChange={() => {
          onSelect(group.key);
        }}
        aria-controls={panelId}
      >
        <span className={styles.bubble} data-online={online ? '' : undefined} aria-hidden="true">
          <span className={styles.faces}>
            {group.profiles.slice(0, facesPerPin).map((profile) => (
              <LanderPhoto key={profile.id} profile={profile} thumb decorative className={styles.face} />
            ))}
          </span>
          <span className={styles.count}>{count}</span>
        </span>
        <span className={styles.pinLabel} aria-hidden="true">
          {group.label}
        </span>
        <VisuallyHidden>{LL.landerMap.pin({ region: group.label, count })}</VisuallyHidden>
      </ToggleButton>
    </li>
  );
};

/** While the campaign loads: the map, and pins' shapes where pins of a typical campaign would be. */
const skeletonPlaces = [...layoutRegions(['a', 'b', 'c', 'd', 'e', 'f']).values()];

interface MapCanvasProps {
  /** Undefined while the campaign loads. */
  groups: readonly RegionGroup[] | undefined;
  selectedKey: string | undefined;
  onSelect: (key: string) => void;
  /** The chosen region's list, which the pins control. */
  panelId: string;
}

/**
 * The drawn map with a pin per region. The pins are a list of toggle buttons named by region and
 * count, so the map's text alternative is the list itself, operable by Tab and Enter or Space.
 */
export const MapCanvas = ({ groups, selectedKey, onSelect, panelId }: MapCanvasProps) => {
  const { LL } = useI18nContext();
  const places = useMemo(() => layoutRegions((groups ?? []).map((group) => group.key)), [groups]);
  const placed = (groups ?? []).flatMap((group) => {
    const place = places.get(group.key);
    return place === undefined ? [] : [{ group, place }];
  });
  const glows = placed.map(({ group, place }) => ({
    key: group.key,
    place,
    count: group.profiles.length,
    selected: group.key === selectedKey,
  }));
  return (
    <div className={styles.canvas}>
      <MapArt glows={glows} />
      {groups === undefined ? (
        <div className={styles.pins} aria-hidden="true">
          {skeletonPlaces.map((place, index) => (
            <div key={index} className={styles.spot} style={spotStyle(place)}>
              <span className={styles.skeletonPin}>
                <SkeletonBox width="100%" height="100%" />
              </span>
            </div>
          ))}
        </div>
      ) : (
        <ul className={styles.pins} aria-label={LL.landerMap.regions()}>
          {placed.map(({ group, place }) => (
            <Pin
              key={group.key}
              group={group}
              place={place}
              selected={group.key === selectedKey}
              onSelect={onSelect}
              panelId={panelId}
            />
          ))}
        </ul>
      )}
    </div>
  );
};
