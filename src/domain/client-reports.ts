/**
 * The app's reports from real visits (issue 21 item 7, decision 034): what a report holds, and the
 * scrubbing that keeps personal data out of it. The contract's schemas
 * (openapi/components/client-reports.yaml) say the same; the app's collector assigns these types
 * to the generated ones, so the two cannot drift apart unnoticed.
 */

export type VitalName = 'LCP' | 'INP' | 'CLS';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export type ViewportClass = 'phone' | 'tablet' | 'desktop';

export interface ClientErrorReport {
  kind: 'error';
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
  route: string;
  at: string;
}

export interface ClientVitalReport {
  kind: 'vital';
  name: VitalName;
  value: number;
  rating?: VitalRating;
  route: string;
  at: string;
}

export type ClientReport = ClientErrorReport | ClientVitalReport;

/** The contract's limits: what a page view sends at most, and how long each text may be. */
export const clientReportLimits = {
  errorsPerPageView: 5,
  reportsPerBatch: 20,
  messageLength: 500,
  sourceLength: 500,
  stackLength: 4000,
  routeLength: 200,
} as const;

/** The share of page views that report vitals when the settings do not say (the contract's default). */
export const defaultSampleRate = 0.1;

/**
 * Whether this page view reports its vitals: a rate of 0.1 picks about one in ten. A rate outside
 * 0–1 (or none) is read as the nearest sensible one, so a bad setting cannot stop the app.
 */
export const pickedForSample = (rate: number | undefined, random: () => number = Math.random): boolean => {
  const share = rate === undefined || Number.isNaN(rate) ? defaultSampleRate : Math.min(1, Math.max(0, rate));
  return random() < share;
};

/** The width class the contract takes instead of a size (src/ui/tokens.ts: the md and xl breakpoints). */
export const viewportClass = (width: number): ViewportClass =>
  width < 768 ? 'phone' : width < 1200 ? 'tablet' : 'desktop';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A long string of letters and digits (and `-` `_`) without a dot: a code, key or session, not a file. */
const isTokenSegment = (segment: string): boolean =>
  uuid.test(segment) || (/^[\w-]{16,}$/.test(segment) && /\d/.test(segment) && /[a-z]/i.test(segment));

/** `jane@example.com` or `jane%40example.com`; not a scoped package's folder (`@vitest`). */
const isEmailSegment = (segment: string): boolean =>
  /^[^@]+@[\w-]+(?:\.[\w-]+)+$/.test(segment.replace(/%40/gi, '@'));

const scrubSegment = (segment: string): string => {
  if (isEmailSegment(segment)) return ':email';
  if (/^\d+$/.test(segment)) return ':id';
  if (isTokenSegment(segment)) return ':token';
  return segment;
};

/**
 * A path as a report may name it: no query string or fragment, numbers as `:id`, e-mail addresses
 * as `:email`, tokens as `:token` (`/members/123?ref=x` → `/members/:id`).
 */
export const scrubPath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const scrubbed = bare.split('/').map(scrubSegment).join('/');
  const rooted = scrubbed.startsWith('/') ? scrubbed : `/${scrubbed}`;
  return rooted.slice(0, clientReportLimits.routeLength);
};

/**
 * A URL without its query string and fragment, its path scrubbed; a script position after them
 * (`:line:column` in a stack) is kept. What cannot be read as a URL is left out altogether.
 */
export const scrubUrl = (text: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return '[url]';
  }
  const position = url.search === '' && url.hash === '' ? '' : (/(?::\d+){1,2}$/.exec(text)?.[0] ?? '');
  // `blob:` and `chrome-extension:` URLs have an opaque origin: the protocol and host say enough.
  const origin = url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  return `${origin}${scrubPath(url.pathname)}${position}`;
};

const emailAddress = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const jsonWebToken = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const absoluteUrl = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'<>()]+/gi;
/** A path in running text (not inside a URL), with the query or fragment that may follow it. */
const relativePath = /(^|[^\w:/.\]])(\/[^\s?#"'<>()]*)(?:[?#][^\s"'<>()]*)?/g;
const queryString = /\?[\w%.~-]+=[^\s"'<>()]*/g;
const uuidInText = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Letters and digits together, 20 or more: a key or a code; a bundle's file hash is 8. */
const opaqueToken = /\b(?=[a-z\d]*\d)(?=[a-z\d]*[a-z])[a-z\d]{20,}\b/gi;
/** A phone number or another long number (an IBAN's digits, an order), not a script position. */
const longNumber = /(?<![\w:.+[])(?:\+\d[\d ]{6,}\d|\d{6,})(?!\w)/g;

/**
 * A text (an error's message or stack) as a report may carry it: e-mail addresses, URLs' query
 * strings and fragments, numbers in paths, tokens and long numbers taken out; then cut to `limit`.
 */
export const scrubText = (text: string, limit: number): string =>
  text
    .replace(emailAddress, '[email]')
    .replace(jsonWebToken, '[token]')
    .replace(absoluteUrl, (url) => scrubUrl(url))
    .replace(relativePath, (_match, before: string, path: string) => `${before}${scrubPath(path)}`)
    .replace(queryString, '')
    .replace(uuidInText, '[token]')
    .replace(opaqueToken, '[token]')
    .replace(longNumber, '[number]')
    .slice(0, limit);

/** Two reports of the same error (message, source, line and column) count once a page view. */
export const errorIdentity = ({ message, source, line, column }: ClientErrorReport): string =>
  [message, source ?? '', String(line ?? ''), String(column ?? '')].join('\n');
