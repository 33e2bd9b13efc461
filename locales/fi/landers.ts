import type { Translation } from '../i18n-types';

/** The campaign landing pages under /landers (spec §2). */
export const landers = {} satisfies Translation['landers'];
