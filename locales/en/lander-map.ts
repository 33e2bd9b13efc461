/** /landers/maplanding: members placed by region on a drawn map. */
export const landerMap = {};
