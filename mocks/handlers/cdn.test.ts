import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cdnHandler } from './cdn';

const fetchCdn = async (name: string) => {
  const response = await getResponse([cdnHandler], new Request(`https://sim.test/cdn/${name}`));
  if (response === undefined) throw new Error(`no answer for ${name}`);
  return { type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
};

describe('the simulated CDN', () => {
  it('answers a member photo with a JPEG of a real photo’s weight, its thumbnail smaller', async () => {
    const photo = await fetchCdn('17/1040.jpg');
    const thumb = await fetchCdn('17/1040_thumb.jpg');
    expect(photo.type).toBe('image/jpeg');
    // A JPEG starts with the SOI marker.
    expect([...photo.bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect(photo.bytes.length).toBeGreaterThan(30_000);
    expect(thumb.bytes.length).toBeGreaterThan(5_000);
    expect(thumb.bytes.length).toBeLessThan(photo.bytes.length);
  });

  it('shows the same portrait for the same file name', async () => {
    const first = await fetchCdn('17/1040.jpg');
    const again = await fetchCdn('17/1040.jpg');
    expect(again.bytes).toEqual(first.bytes);
  });

  it('keeps answering other images with a small SVG', async () => {
    expect((await fetchCdn('gifts/red-rose.png')).type).toBe('image/svg+xml');
  });
});
