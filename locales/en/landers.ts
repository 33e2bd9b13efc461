/** The campaign landing pages under /landers (spec §2). */
export const landers = {};
