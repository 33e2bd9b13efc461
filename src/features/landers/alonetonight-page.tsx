import { AlonetonightDesign } from './alonetonight-design';
import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';

/** /landers/alonetonight/{slug?} (and under a niche prefix): who is online tonight. */
const AlonetonightPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="alonetonight" niche={niche} design={(view) => <AlonetonightDesign view={view} />} />
);

export default AlonetonightPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('alonetonight');
