import { GalleryDesign } from './gallery-design';
import { landerPrefetch } from './lander-query';
import { LanderScreen } from './lander-screen';

/** /landers/gallery/{slug?}, also under a niche prefix: the gallery of members. */
const GalleryPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="gallery" niche={niche} design={(view) => <GalleryDesign view={view} />} />
);

export default GalleryPage;

/** The campaign is asked for as soon as this code is in (src/app/router.tsx). */
export const prefetch = landerPrefetch('gallery');
