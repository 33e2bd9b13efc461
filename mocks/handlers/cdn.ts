import { http, HttpResponse } from 'msw';
import { portraitBytes, portraitFileFor } from './cdn-photos';

/**
 * The site's image CDN (`cdn_prefix`, `/cdn/` in the simulation). Member photos (`.jpg`) answer
 * one of a few committed JPEG portraits of a real photo's weight, chosen by the file name, so the
 * same photo always looks the same. Other images (gifts) answer a small SVG whose colour follows
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

export const cdnHandler = http.get(cdnPath, async ({ request }) => {
  const name = cdnPath.exec(request.url)?.[1] ?? '';
  if (name.includes('..')) return new HttpResponse(null, { status: 404 });
  const portrait = portraitFileFor(name);
  if (portrait !== undefined)
    return new HttpResponse(await portraitBytes(portrait), {
      headers: { 'content-type': 'image/jpeg', 'cache-control': cacheControl },
    });
  return new HttpResponse(placeholderImage(name), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': cacheControl },
  });
});
