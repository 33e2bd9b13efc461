import { IconsDesign } from './iconslanding-design';
import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';

/** /landers/iconslanding/{slug?}, also under a niche prefix: the round portraits. */
const IconsLandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="iconslanding" niche={niche} design={(view) => <IconsDesign view={view} />} />
);

export default IconsLandingPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('iconslanding');
