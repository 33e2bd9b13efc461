import { http, HttpResponse } from 'msw';
import { portraitBytes, portraitFileFor } from './cdn-photos';

/**
 * The site's image CDN (`cdn_prefix`, `/cdn/` in the simulation). Member photos (`.jpg`) answer
 * one of a few committed JPEG portraits of a real photo's weight, chosen by the file name, so the
 * same photo always looks the same. The video landers' clips (`landers/<clip>.webm`) and their
 * posters (`landers/<clip>-poster.jpg`) are committed files too (mocks/assets/landers, drawn by
 * scripts/make-lander-videos.ts). Other images (gifts) answer a small SVG whose colour follows
 * the file name.
 */
const cdnPath = /^https?:\/\/[^/]+\/cdn\/([A-Za-z0-9_./-]{1,200})$/;

const hue = (name: string): number => {
  let sum = 7;
  for (let index = 0; index < name.length; index += 1) sum = (sum * 31 + name.charCodeAt(index)) % 360;
  return sum;
};

export const placeholderImage = (name: string): string => {
  const h = hue(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="hsl(${h} 55% 75%)"/><circle cx="120" cy="95" r="45" fill="hsl(${h} 40% 45%)"/><rect x="50" y="150" width="140" height="90" rx="60" fill="hsl(${h} 40% 45%)"/></svg>`;
};

const cacheControl = 'public, max-age=3600';

/** The landers' files: a clip and its poster, named as pages-landing.ts names them. */
const landerFile = /^landers\/(intro|transitions)(\.webm|-poster\.jpg)$/;

// Held apart from `new URL(…)` on purpose, as in cdn-photos.ts: Vite rewrites
// `new URL('…', import.meta.url)` into a site-root path, which is not where the file is in Node.
const moduleUrl = import.meta.url;
const landerCache = new Map<string, Promise<ArrayBuffer>>();

const readLanderFile = async (file: string): Promise<ArrayBuffer> => {
  const url = new URL(`../assets/landers/${file}`, moduleUrl);
  // In Node (the HTTP server, vitest) the file is on disk; in the browser's service worker host
  // (`npm start`) the Vite dev server serves it, and the worker lets that request pass.
  if (url.protocol === 'file:') {
    const bytes = await process.getBuiltinModule('node:fs/promises').readFile(url);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`lander file ${file}: ${String(response.status)}`);
  return response.arrayBuffer();
};

/** A lander's file, read once per host. */
const landerBytes = (file: string): Promise<ArrayBuffer> => {
  const known = landerCache.get(file);
  if (known !== undefined) return known;
  const loading = readLanderFile(file);
  landerCache.set(file, loading);
  loading.catch(() => landerCache.delete(file));
  return loading;
};

/**
 * A video answers byte ranges, as a CDN does: the browser asks for `bytes=0-` and then for the
 * parts it needs (seeking). One range per request; anything else gets the whole file.
 */
const rangeOf = (
  header: string | null,
  total: number,
): { start: number; end: number } | 'unsatisfiable' | undefined => {
  const match = header === null ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  // `bytes=-500`: the last 500 bytes.
  const start = from === '' ? Math.max(0, total - Number(to)) : Number(from);
  const end = from === '' || to === '' ? total - 1 : Math.min(Number(to), total - 1);
  return start > end || start >= total ? 'unsatisfiable' : { start, end };
};

const videoAnswer = (bytes: ArrayBuffer, request: Request): HttpResponse<ArrayBuffer> => {
  const headers = { 'content-type': 'video/webm', 'cache-control': cacheControl, 'accept-ranges': 'bytes' };
  const total = bytes.byteLength;
  const range = rangeOf(request.headers.get('range'), total);
  if (range === 'unsatisfiable')
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${String(total)}` },
    });
  if (range === undefined) return new HttpResponse(bytes, { headers });
  return new HttpResponse(bytes.slice(range.start, range.end + 1), {
    status: 206,
    headers: {
      ...headers,
      'content-range': `bytes ${String(range.start)}-${String(range.end)}/${String(total)}`,
    },
  });
};

export const cdnHandler = http.get(cdnPath, async ({ request }) => {
  const name = cdnPath.exec(request.url)?.[1] ?? '';
  if (name.includes('..')) return new HttpResponse(null, { status: 404 });
  if (name.startsWith('landers/')) {
    const file = landerFile.exec(name);
    if (file === null) return new HttpResponse(null, { status: 404 });
    const bytes = await landerBytes(name.slice('landers/'.length));
    if (file[2] === '.webm') return videoAnswer(bytes, request);
    return new HttpResponse(bytes, {
      headers: { 'content-type': 'image/jpeg', 'cache-control': cacheControl },
    });
  }
  const portrait = portraitFileFor(name);
  if (portrait !== undefined)
    return new HttpResponse(await portraitBytes(portrait), {
      headers: { 'content-type': 'image/jpeg', 'cache-control': cacheControl },
    });
  return new HttpResponse(placeholderImage(name), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': cacheControl },
  });
});
