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
