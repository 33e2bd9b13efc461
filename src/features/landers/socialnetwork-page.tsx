import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';
import { SocialnetworkDesign } from './socialnetwork-design';

/** /landers/socialnetwork/{slug?} (and under a niche prefix): the members as a social feed. */
const SocialnetworkPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="socialnetwork" niche={niche} design={(view) => <SocialnetworkDesign view={view} />} />
);

export default SocialnetworkPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('socialnetwork');
