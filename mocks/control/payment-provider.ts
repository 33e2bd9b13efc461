/**
 * The simulated payment provider's page (issue 17 item 3). On the simulated HTTP server a redirect
 * payment sends the member to a page of the server's own (mocks/server/provider-page.ts) where the
 * tester chooses the outcome; the simulation in the page (`npm start`) and in vitest has no such
 * page (a navigation never reaches the service worker), so there the member goes straight back
 * to the site and the provider confirms on its own (docs/simulation.md).
 */
let pagesServed = false;

/** Called by the HTTP server at its start. */
export const serveProviderPages = (on: boolean): void => {
  pagesServed = on;
};

export const providerPagePath = '/__sim/provider/';

/** The provider's page for a payment on the HTTP server; else straight back to the site. */
export const providerPageUrl = (paymentId: string, returnUrl: string): string => {
  if (!pagesServed) return returnUrl;
  return `${new URL(returnUrl).origin}${providerPagePath}${paymentId}`;
};
