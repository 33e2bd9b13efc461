import type { Translation } from '../i18n-types';

/** /landers/socialnetwork: the feed-like page. */
export const landerSocial = {} satisfies Translation['landerSocial'];
