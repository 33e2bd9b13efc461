/**
 * The provider's page the order answer names, when it is one a browser may be sent to: an http(s)
 * address. Anything else (a `javascript:` address in a tampered answer) is refused.
 */
export const providerAddress = (redirectUrl: string | null): URL | undefined => {
  if (redirectUrl === null) return undefined;
  try {
    const url = new URL(redirectUrl, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
};

/** The site's own result page for an order paid without a redirect (stored card, wire transfer). */
export const resultPath = (bundleId: number, method: string, orderId: string): string =>
  `/credits/${String(bundleId)}/${method}?order_id=${encodeURIComponent(orderId)}`;

/** Where the provider sends the member back: the result page, on this site. */
export const returnUrlFor = (bundleId: number, method: string): string =>
  `${window.location.origin}/credits/${String(bundleId)}/${method}`;

/**
 * A redirect back into this app (the simulation without a provider page of its own sends the
 * member straight to the result page): followed inside the app, without loading it again.
 */
export const inAppPath = (address: URL): string | undefined =>
  address.origin === window.location.origin && address.pathname.startsWith('/credits/')
    ? `${address.pathname}${address.search}`
    : undefined;
