import { LandingScreen } from './landing-screen';
import { LandingSpotlight } from './landing-spotlight';

/**
 * /members/{id}/landing3/{slug?} (spec §2): the spotlight. Its campaign wording and the members
 * below the fold come from the collage landing, which is about many faces at once.
 */
const MemberLanding3Page = () => (
  <LandingScreen campaignOf="collagelanding" design={(view) => <LandingSpotlight view={view} />} />
);

export default MemberLanding3Page;
