import { CollageDesign } from './collagelanding-design';
import { LanderScreen } from './lander-screen';

/** /landers/collagelanding/{slug?}, also under a niche prefix: the photo collage. */
const CollageLandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="collagelanding" niche={niche} design={(view) => <CollageDesign view={view} />} />
);

export default CollageLandingPage;
