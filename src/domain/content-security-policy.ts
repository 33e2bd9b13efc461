/**
 * The production build's Content Security Policy (issue 13 item 6). No inline script and no
 * `eval` anywhere: the build puts it in index.html as a meta tag (so every host serving the
 * files gets it), and the hosts that can send headers — the simulated server, the production
 * web server — send it as a header too, with the directives a meta tag cannot carry.
 */
const directives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React sets style attributes through the CSSOM, which a style-src does not govern. The one
  // <style> element is react-aria's, which it adds on first use of a pressable
  // (`react-aria-pressable-style`: touch-action for pressables, so a tap is not delayed by
  // double-tap zoom); it is allowed by the hash of its text. A react-aria update that changes
  // the text is refused, and every journey then fails on the console error that says so with
  // the new hash.
  'style-src': ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
  // Photos come from the site's CDN (settings.cdn_prefix), which is another host per domain.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  // The video landers' clips come from the CDN too; their captions are written in the page (blob:).
  'media-src': ["'self'", 'blob:', 'https:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // Payment pages post to their providers, which differ per method and country.
  'form-action': ["'self'", 'https:'],
};

/** Only a header can carry these (a meta tag's are ignored, with a console error). */
const headerOnly: Readonly<Record<string, readonly string[]>> = {
  'frame-ancestors': ["'none'"],
};

const serialise = (entries: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(entries)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/**
 * For `<meta http-equiv="Content-Security-Policy">` in the built index.html. A build for an API on
 * another origin (`VITE_API_BASE_URL`, README) may call that origin too.
 */
export const contentSecurityPolicyMeta = (apiBaseUrl?: string): string => {
  const apiOrigin = apiBaseUrl === undefined || apiBaseUrl === '' ? undefined : new URL(apiBaseUrl).origin;
  const connect = directives['connect-src'] ?? [];
  return serialise(
    apiOrigin === undefined ? directives : { ...directives, 'connect-src': [...connect, apiOrigin] },
  );
};

/** For the `Content-Security-Policy` header of an HTML answer. */
export const contentSecurityPolicyHeader = serialise({ ...directives, ...headerOnly });
