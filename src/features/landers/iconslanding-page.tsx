import { IconsDesign } from './iconslanding-design';
import { LanderScreen } from './lander-screen';

/** /landers/iconslanding/{slug?}, also under a niche prefix: the round portraits. */
const IconsLandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="iconslanding" niche={niche} design={(view) => <IconsDesign view={view} />} />
);

export default IconsLandingPage;
