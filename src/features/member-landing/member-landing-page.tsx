import { LandingHero } from './landing-hero';
import { LandingScreen } from './landing-screen';

/** /members/{id}/landing (spec §2): the photo-first campaign page about one profile. */
const MemberLandingPage = () => <LandingScreen design={(view) => <LandingHero view={view} />} />;

export default MemberLandingPage;
