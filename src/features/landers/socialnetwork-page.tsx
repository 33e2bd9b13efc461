import { LanderScreen } from './lander-screen';
import { SocialnetworkDesign } from './socialnetwork-design';

/** /landers/socialnetwork/{slug?} (and under a niche prefix): the members as a social feed. */
const SocialnetworkPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="socialnetwork" niche={niche} design={(view) => <SocialnetworkDesign view={view} />} />
);

export default SocialnetworkPage;
