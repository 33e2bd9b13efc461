import { contentSecurityPolicyHeader } from './content-security-policy';

/**
 * What the web server sends with the app's files (issue 21 item 4, decision 012). One list, used
 * by the simulated server (mocks/server/http-server.ts), printed by `npm run check:deploy` for
 * the site's web server and quoted in the README's deploying section, so the three cannot drift.
 */

/** With every answer: a script or stylesheet is run only when its type says it is one. */
export const everyFileHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
};

/** With the app's page (index.html and the prerendered pages). */
export const pageHeaders: Readonly<Record<string, string>> = {
  ...everyFileHeaders,
  'content-security-policy': contentSecurityPolicyHeader,
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The app asks for the member's position (search near me) and for notifications, nothing else.
  // Only features Chromium knows: an unknown one is a console error on every page.
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
  // Browsers ignore it over plain HTTP (the simulation); on the site it keeps every visit on HTTPS.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** `assets/*` carry a hash of their content in the name: they never change under that name. */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/** Everything else (pages, the push worker, icons, favicon) is asked again each time. */
export const otherFileCacheControl = 'no-cache';
