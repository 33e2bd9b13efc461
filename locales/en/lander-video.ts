/** /landers/video and /landers/transitionsvideolanding: the video pages. */
export const landerVideo = {};
