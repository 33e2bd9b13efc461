import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';
import { MaplandingDesign } from './maplanding-design';

/** /landers/maplanding/{slug?} (and under a niche prefix): members on a map, by region. */
const MaplandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="maplanding" niche={niche} design={(view) => <MaplandingDesign view={view} />} />
);

export default MaplandingPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('maplanding');
