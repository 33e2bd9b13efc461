/** /members/{id}/landing, /landing2, /landing3 and /signup: a campaign page about one profile (spec §2). */
export const memberLanding = {};
