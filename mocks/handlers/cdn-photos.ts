/**
 * The simulated CDN's member photos: a handful of JPEG portraits in mocks/cdn-photos/ (drawn by
 * scripts/bench/make-photos.ts), each in the three sizes the contract names (the photo, its
 * `_thumb` and its `_match` picture), reused across the seeded profiles. They weigh what real
 * photos weigh, so image timings in `npm run bench` mean something.
 */
export const photoCount = 4;

export interface PhotoVariant {
  suffix: '' | '_thumb' | '_match';
  width: number;
  height: number;
  fileName: (portrait: number) => string;
}

const variant = (suffix: PhotoVariant['suffix'], width: number, height: number): PhotoVariant => ({
  suffix,
  width,
  height,
  fileName: (portrait) => `portrait-${String(portrait)}${suffix}.jpg`,
});

const fullSize = variant('', 600, 800);

export const photoVariants: readonly PhotoVariant[] = [
  fullSize,
  variant('_thumb', 240, 240),
  variant('_match', 400, 400),
];

const photoName = /\.(jpe?g|webp)$/i;

/** The committed file that stands for a CDN photo path, or undefined when it is not a photo. */
export const portraitFileFor = (name: string): string | undefined => {
  if (!photoName.test(name)) return undefined;
  const stem = name.replace(photoName, '');
  const size = photoVariants.find((entry) => entry.suffix !== '' && stem.endsWith(entry.suffix));
  // The same member's photo and its smaller sizes show the same portrait.
  const base = size === undefined ? stem : stem.slice(0, stem.length - size.suffix.length);
  let sum = 7;
  for (let index = 0; index < base.length; index += 1) sum = (sum * 31 + base.charCodeAt(index)) % 9973;
  return (size ?? fullSize).fileName((sum % photoCount) + 1);
};

// Held apart from `new URL(…)` on purpose: Vite rewrites `new URL('…', import.meta.url)` into a
// site-root path, which is not where the file is in Node.
const moduleUrl = import.meta.url;

const cache = new Map<string, Promise<ArrayBuffer>>();

const read = async (file: string): Promise<ArrayBuffer> => {
  const url = new URL(`../cdn-photos/${file}`, moduleUrl);
  // In Node (the HTTP server, vitest) the file is on disk; in the browser's service worker host
  // (`npm start`) the Vite dev server serves it, and the worker lets that request pass.
  if (url.protocol === 'file:') {
    const bytes = await process.getBuiltinModule('node:fs/promises').readFile(url);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cdn photo ${file}: ${String(response.status)}`);
  return response.arrayBuffer();
};

/** The bytes of a committed portrait, read once per host. */
export const portraitBytes = (file: string): Promise<ArrayBuffer> => {
  const known = cache.get(file);
  if (known !== undefined) return known;
  const loading = read(file);
  cache.set(file, loading);
  loading.catch(() => cache.delete(file));
  return loading;
};
