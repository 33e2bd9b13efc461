import { GalleryDesign } from './gallery-design';
import { LanderScreen } from './lander-screen';

/** /landers/gallery/{slug?}, also under a niche prefix: the gallery of members. */
const GalleryPage = ({ niche }: { niche?: number }) => (
  <LanderScreen name="gallery" niche={niche} design={(view) => <GalleryDesign view={view} />} />
);

export default GalleryPage;
