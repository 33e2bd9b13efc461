import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';
import { TinderswipeDesign } from './tinderswipe-design';

/** /landers/tinderswipe (and under a niche prefix): the swipe stack that ends in the signup. */
const TinderswipePage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="tinderswipe" niche={niche} design={(view) => <TinderswipeDesign view={view} />} />
);

export default TinderswipePage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('tinderswipe');
