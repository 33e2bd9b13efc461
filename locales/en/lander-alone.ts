/** /landers/alonetonight: who is online tonight. */
export const landerAlone = {};
