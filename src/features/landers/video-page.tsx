import { LanderScreen } from './lander-screen';
import { VideoDesign } from './video-design';

/** /landers/video/{slug?} (and under a niche prefix): the campaign's film, then four members. */
const VideoPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="video" niche={niche} design={(view) => <VideoDesign view={view} />} />
);

export default VideoPage;
