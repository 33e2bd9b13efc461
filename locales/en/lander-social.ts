/** /landers/socialnetwork: the feed-like page. */
export const landerSocial = {};
