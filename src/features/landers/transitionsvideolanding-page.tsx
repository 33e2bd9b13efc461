import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';
import { TransitionsDesign } from './transitions-design';

/**
 * /landers/transitionsvideolanding/{slug?} (and under a niche prefix): the film behind the
 * title, then a strip of members.
 */
const TransitionsVideoLandingPage = ({ niche }: { niche?: number }) => (
  <LanderScreen
    name="transitionsvideolanding"
    niche={niche}
    design={(view) => <TransitionsDesign view={view} />}
  />
);

export default TransitionsVideoLandingPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('transitionsvideolanding');
