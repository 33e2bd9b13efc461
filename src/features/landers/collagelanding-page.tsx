import { CollageDesign } from './collagelanding-design';
import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';

/** /landers/collagelanding/{slug?}, also under a niche prefix: the photo collage. */
const CollageLandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="collagelanding" niche={niche} design={(view) => <CollageDesign view={view} />} />
);

export default CollageLandingPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('collagelanding');
