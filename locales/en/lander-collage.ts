/** /landers/collagelanding: the photo collage. */
export const landerCollage = {};
