import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';
import { VideoDesign } from './video-design';

/** /landers/video/{slug?} (and under a niche prefix): the campaign's film, then four members. */
const VideoPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="video" niche={niche} design={(view) => <VideoDesign view={view} />} />
);

export default VideoPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('video');
