/** /landers/gallery: the gallery of members. */
export const landerGallery = {};
