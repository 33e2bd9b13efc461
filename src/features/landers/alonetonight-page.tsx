import { AlonetonightDesign } from './alonetonight-design';
import { LanderScreen } from './lander-screen';

/** /landers/alonetonight/{slug?} (and under a niche prefix): who is online tonight. */
const AlonetonightPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="alonetonight" niche={niche} design={(view) => <AlonetonightDesign view={view} />} />
);

export default AlonetonightPage;
