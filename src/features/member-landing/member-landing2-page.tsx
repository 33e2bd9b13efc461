import { LandingInvite } from './landing-invite';
import { LandingScreen } from './landing-screen';

/**
 * /members/{id}/landing2/{slug?} (spec §2): the invitation to chat. Its campaign wording comes
 * from the "alone tonight" landing, whose campaigns speak of meeting someone now.
 */
const MemberLanding2Page = () => (
  <LandingScreen campaignOf="alonetonight" design={(view) => <LandingInvite view={view} />} />
);

export default MemberLanding2Page;
