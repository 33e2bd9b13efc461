import { useId, useMemo, type CSSProperties } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox } from '../../ui/skeleton';
import { LanderPhoto } from './lander-photo';
import { layoutRegions, type PinPlace, type RegionGroup } from './region-layout';
import styles from './maplanding.module.css';

/** The drawing's own units: a 3:2 canvas, as the CSS box is. */
const artWidth = 300;
const artHeight = 200;

/** Faces stacked on a pin; the count says the rest. */
const facesPerPin = 3;

/** Where a pin stands, as CSS: its centre, and a box as wide as most of its cell (for the label). */
const spotStyle = (place: PinPlace): CSSProperties => ({
  insetInlineStart: `${String(place.x * 100)}%`,
  insetBlockStart: `${String(place.y * 100)}%`,
  inlineSize: `${String(place.cellWidth * 90)}%`,
});

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
  const land = `${id}-land`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={styles.art}
      viewBox={`0 0 ${String(artWidth)} ${String(artHeight)}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={sea} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcf1f6" />
          <stop offset="0.55" stopColor="#f6eef8" />
          <stop offset="1" stopColor="#ece4f4" />
        </linearGradient>
        <linearGradient id={land} x1="0" y1="0" x2="0" y2="1">
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
      <g className={styles.shores} fill={`url(#${land})`}>
        <path d="M22 64C34 30 96 18 130 38C156 53 154 86 128 100C104 114 58 120 38 104C20 90 14 78 22 64Z" />
        <path d="M148 122C168 96 234 90 264 108C292 124 284 170 250 180C212 192 168 186 152 164C140 150 138 134 148 122Z" />
        <path d="M176 28C196 12 250 14 268 32C282 46 268 66 240 68C212 70 184 62 174 48C168 40 170 34 176 28Z" />
        <path d="M40 150C50 136 84 136 94 152C102 166 82 180 62 176C46 172 34 162 40 150Z" />
      </g>
      <g className={styles.contours}>
        <path d="M44 70C54 46 100 38 122 52C138 62 134 84 116 92C96 102 64 104 50 94C40 86 38 78 44 70Z" />
        <path d="M168 128C184 110 232 106 254 120C272 132 266 162 242 168C214 176 180 170 168 156C160 146 160 136 168 128Z" />
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
      <g className={styles.compass} transform="translate(276 176)">
        <circle r="13" />
        <path d="M0 -11L3 0L0 11L-3 0Z" />
        <path className={styles.compassNorth} d="M0 -11L3 0L-3 0Z" />
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
        <span className={styles.bubble} aria-hidden="true">
          <span className={styles.faces}>
            {group.profiles.slice(0, facesPerPin).map((profile) => (
              <LanderPhoto key={profile.id} profile={profile} thumb decorative className={styles.face} />
            ))}
          </span>
          <span className={styles.count} data-online={online ? '' : undefined}>
            {count}
          </span>
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
        <div aria-hidden="true">
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
