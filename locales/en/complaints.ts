/** /complaints: the complaints form and its confirmation (spec §2). */
export const complaints = {};
