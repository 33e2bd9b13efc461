import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Below this a gzip header costs about what it saves; web servers skip such bodies too. */
const minimumBytes = 1024;

const compressible = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');

/** Immutable build files are compressed once, as a web server's static gzip would serve them. */
const compressedFiles = new Map<string, Buffer>();

export interface Encoded {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * Gzips an answer when the browser accepts it, as the production web server does for the build
 * and the API: without it, the figures of `npm run bench` and the first-load budgets would be
 * measured on three times the bytes a phone really fetches. `cacheKey` names an immutable file.
 */
export const encodeFor = (
  req: IncomingMessage,
  body: Buffer,
  contentType: string,
  cacheKey?: string,
): Encoded => {
  if (!acceptsGzip(req) || body.length < minimumBytes || !compressible.test(contentType))
    return { body, headers: { vary: 'Accept-Encoding' } };
  const cached = cacheKey === undefined ? undefined : compressedFiles.get(cacheKey);
  const gzipped = cached ?? gzipSync(body, { level: 9 });
  if (cacheKey !== undefined && cached === undefined) compressedFiles.set(cacheKey, gzipped);
  return { body: gzipped, headers: { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } };
};
