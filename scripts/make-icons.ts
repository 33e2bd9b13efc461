/**
 * Draws the installed app's icons (public/icons/, named by the web app manifest,
 * mocks/handlers/web-app-manifest-document.ts) from the site's favicon (public/favicon.svg), so the app
 * icon is the same heart as the browser tab's. Run it after changing the favicon and commit what
 * it writes:
 *
 *   npx tsx scripts/make-icons.ts
 *
 * - `icon-192.png`, `icon-512.png` (purpose `any`): the favicon as drawn, on transparent.
 * - `icon-maskable-512.png` (purpose `maskable`): the theme's page background edge to edge and the
 *   heart inside the middle 80 % circle, which a platform may cut to its own shape.
 *
 * Chromium (Playwright's, the system one by default; CHROMIUM_PATH overrides it) rasterises the
 * SVG into a canvas; the pixels are then written here as the smallest PNG they fit: a palette of
 * at most 256 colours with their transparency (an anti-aliased one-colour heart has far fewer),
 * else full RGBA, compressed at zlib's highest level. That is a few kilobytes per icon where
 * Chromium's own screenshot encoder writes several times more.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { manifestColours } from '../mocks/handlers/web-app-manifest-document';

interface Icon {
  file: string;
  size: number;
  /** The favicon's share of the icon's width, centred. */
  scale: number;
  background?: string;
}

const icons: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 1 },
  { file: 'icon-512.png', size: 512, scale: 1 },
  // No point of the favicon's heart is farther than 13 of its 32 units from the centre (the tip),
  // so at 80 % it reaches 33 % of the icon from the centre: inside the maskable safe zone, a
  // circle of 40 % radius, with room to spare.
  { file: 'icon-maskable-512.png', size: 512, scale: 0.8, background: manifestColours.background },
];

const favicon = readFileSync('public/favicon.svg', 'utf8');
const outDir = 'public/icons';

// --- PNG encoding -------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const header = (size: number, colourType: 3 | 6): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType;
  return ihdr; // compression, filter and interlace stay 0
};

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Rows each prefixed with filter type `up` (2) where it helps or none (0): good enough here. */
const filteredRows = (pixels: Uint8Array, size: number, bytesPerPixel: number): Buffer => {
  const stride = size * bytesPerPixel;
  const out = Buffer.alloc((stride + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y === 0 ? undefined : pixels.subarray((y - 1) * stride, y * stride);
    const up = row.map((value, i) => (value - (above?.[i] ?? 0)) & 0xff);
    const cost = (bytes: Uint8Array) => bytes.reduce((sum, b) => sum + (b < 128 ? b : 256 - b), 0);
    const useUp = cost(up) < cost(row);
    out[y * (stride + 1)] = useUp ? 2 : 0;
    out.set(useUp ? up : row, y * (stride + 1) + 1);
  }
  return out;
};

const encodePng = (rgba: Buffer, size: number): Buffer => {
  const colours = new Map<number, number>();
  const indices = new Uint8Array(size * size);
  for (let p = 0; p < size * size; p += 1) {
    const alpha = rgba[p * 4 + 3] ?? 0;
    // Fully transparent pixels are all one colour, whatever RGB the canvas left in them.
    const key = alpha === 0 ? 0 : rgba.readUInt32BE(p * 4);
    if (!colours.has(key)) colours.set(key, colours.size);
    if (colours.size > 256) break;
    indices[p] = colours.get(key) ?? 0;
  }
  const idat = (rows: Buffer) => chunk('IDAT', deflateSync(rows, { level: 9 }));
  const end = chunk('IEND', Buffer.alloc(0));
  if (colours.size <= 256) {
    const palette = Buffer.alloc(colours.size * 3);
    const alphas = Buffer.alloc(colours.size);
    for (const [key, index] of colours) {
      palette.writeUIntBE(key >>> 8, index * 3, 3);
      alphas[index] = key & 0xff;
    }
    return Buffer.concat([
      signature,
      chunk('IHDR', header(size, 3)),
      chunk('PLTE', palette),
      chunk('tRNS', alphas),
      idat(filteredRows(indices, size, 1)),
      end,
    ]);
  }
  return Buffer.concat([signature, chunk('IHDR', header(size, 6)), idat(filteredRows(rgba, size, 4)), end]);
};

// --- Rasterising ----------------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const pixels = await page.evaluate(
      async ({ svg, size, scale, background }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2d canvas');
        if (background !== undefined) {
          context.fillStyle = background;
          context.fillRect(0, 0, size, size);
        }
        const drawn = size * scale;
        context.drawImage(image, (size - drawn) / 2, (size - drawn) / 2, drawn, drawn);
        return Array.from(context.getImageData(0, 0, size, size).data);
      },
      { svg: favicon, size: icon.size, scale: icon.scale, background: icon.background },
    );
    const png = encodePng(Buffer.from(pixels), icon.size);
    writeFileSync(`${outDir}/${icon.file}`, png);
    console.log(`${outDir}/${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
