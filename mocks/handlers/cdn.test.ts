import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cdnHandler } from './cdn';

const answer = async (name: string, headers: Record<string, string> = {}) => {
  const response = await getResponse([cdnHandler], new Request(`https://sim.test/cdn/${name}`, { headers }));
  if (response === undefined) throw new Error(`no answer for ${name}`);
  return response;
};

const fetchCdn = async (name: string, headers: Record<string, string> = {}) => {
  const response = await answer(name, headers);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    header: (header: string) => response.headers.get(header),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
};

/** Every WebM (Matroska) file starts with the EBML header's ID. */
const ebmlMagic = [0x1a, 0x45, 0xdf, 0xa3];

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

  it.each(['intro', 'transitions'])(
    'answers the %s lander clip as a WebM that can be asked for in parts',
    async (clip) => {
      const whole = await fetchCdn(`landers/${clip}.webm`);
      expect(whole).toMatchObject({ status: 200, type: 'video/webm' });
      expect(whole.header('accept-ranges')).toBe('bytes');
      expect([...whole.bytes.slice(0, 4)]).toEqual(ebmlMagic);
      // Small enough for a landing page on a phone's connection.
      expect(whole.bytes.length).toBeGreaterThan(20_000);
      expect(whole.bytes.length).toBeLessThan(300_000);

      const total = whole.bytes.length;
      const part = await fetchCdn(`landers/${clip}.webm`, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.header('content-range')).toBe(`bytes 100-199/${String(total)}`);
      expect(part.bytes).toEqual(whole.bytes.slice(100, 200));
      // The browser's first ask: from the start, open-ended.
      const rest = await fetchCdn(`landers/${clip}.webm`, { range: 'bytes=0-' });
      expect(rest.status).toBe(206);
      expect(rest.bytes).toEqual(whole.bytes);
      const tail = await fetchCdn(`landers/${clip}.webm`, { range: 'bytes=-10' });
      expect(tail.bytes).toEqual(whole.bytes.slice(total - 10));
      const beyond = await fetchCdn(`landers/${clip}.webm`, { range: `bytes=${String(total)}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.header('content-range')).toBe(`bytes */${String(total)}`);
    },
  );

  it.each(['intro', 'transitions'])(
    'answers the %s clip’s poster frame as a JPEG, not a member portrait',
    async (clip) => {
      const poster = await fetchCdn(`landers/${clip}-poster.jpg`);
      const portrait = await fetchCdn('17/1040.jpg');
      expect(poster.type).toBe('image/jpeg');
      expect([...poster.bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
      expect(poster.bytes).not.toEqual(portrait.bytes);
    },
  );

  it('knows no other lander files', async () => {
    for (const name of ['landers/outro.webm', 'landers/intro.mp4', 'landers/intro.jpg'])
      expect((await answer(name)).status).toBe(404);
  });
});
