// One-off: `npx tsx scripts/bench/make-photos.ts` draws the simulated CDN's portrait photos in
// headless Chromium and writes them as JPEGs to mocks/cdn-photos/ (committed). Real member photos
// weigh tens of kB; a 1 kB SVG would make every image timing of the bench meaningless. The drawing
// is seeded, so running it again gives the same pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { photoCount, photoVariants } from '../../mocks/handlers/cdn-photos';

const outDir = 'mocks/cdn-photos';

/** Runs in the page: a soft-lit head-and-shoulders figure with film grain, as a data URL. */
const drawPortrait = ({ seed, width, height }: { seed: number; width: number; height: number }): string => {
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  const hue = Math.floor(random() * 360);
  const backdrop = context.createLinearGradient(0, 0, width, height);
  backdrop.addColorStop(0, `hsl(${hue} 35% 70%)`);
  backdrop.addColorStop(1, `hsl(${(hue + 40) % 360} 30% 35%)`);
  context.fillStyle = backdrop;
  context.fillRect(0, 0, width, height);
  // Out-of-focus lights behind the person.
  for (let n = 0; n < 14; n += 1) {
    context.fillStyle = `hsla(${(hue + random() * 90) % 360} 60% 80% / ${0.1 + random() * 0.25})`;
    context.beginPath();
    context.arc(random() * width, random() * height * 0.6, 20 + random() * width * 0.12, 0, Math.PI * 2);
    context.fill();
  }
  const unit = Math.min(width, height);
  const cx = width / 2 + (random() - 0.5) * unit * 0.1;
  const skin = 20 + random() * 15;
  const lightness = 35 + random() * 40;
  const shirt = context.createLinearGradient(0, height * 0.65, 0, height);
  shirt.addColorStop(0, `hsl(${Math.floor(random() * 360)} 45% 40%)`);
  shirt.addColorStop(1, 'hsl(0 0% 12%)');
  context.fillStyle = shirt;
  context.beginPath();
  context.ellipse(cx, height * 1.02, unit * 0.48, height * 0.34, 0, Math.PI, 0);
  context.fill();
  context.fillStyle = `hsl(${skin} 40% ${lightness - 6}%)`;
  context.fillRect(cx - unit * 0.08, height * 0.5, unit * 0.16, height * 0.2);
  context.fillStyle = `hsl(${Math.floor(random() * 40)} 35% ${10 + random() * 45}%)`;
  context.beginPath();
  context.ellipse(cx, height * 0.4, unit * 0.25, height * 0.25, 0, 0, Math.PI * 2);
  context.fill();
  const face = context.createRadialGradient(
    cx - unit * 0.06,
    height * 0.38,
    unit * 0.02,
    cx,
    height * 0.42,
    unit * 0.24,
  );
  face.addColorStop(0, `hsl(${skin} 45% ${lightness + 12}%)`);
  face.addColorStop(1, `hsl(${skin} 40% ${lightness - 8}%)`);
  context.fillStyle = face;
  context.beginPath();
  context.ellipse(cx, height * 0.43, unit * 0.19, height * 0.19, 0, 0, Math.PI * 2);
  context.fill();
  // Grain: what gives a camera picture its weight in JPEG.
  const image = context.getImageData(0, 0, width, height);
  for (let index = 0; index < image.data.length; index += 4) {
    const grain = (random() - 0.5) * 16;
    image.data[index] = (image.data[index] ?? 0) + grain;
    image.data[index + 1] = (image.data[index + 1] ?? 0) + grain;
    image.data[index + 2] = (image.data[index + 2] ?? 0) + grain;
  }
  context.putImageData(image, 0, 0);
  return canvas.toDataURL('image/jpeg', 0.8);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  mkdirSync(outDir, { recursive: true });
  for (let seed = 1; seed <= photoCount; seed += 1) {
    for (const variant of photoVariants) {
      const url = await page.evaluate(drawPortrait, { seed, width: variant.width, height: variant.height });
      const bytes = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      const file = `${outDir}/${variant.fileName(seed)}`;
      writeFileSync(file, bytes);
      console.log(`${file} ${(bytes.length / 1024).toFixed(1)} kB`);
    }
  }
} finally {
  await browser.close();
}
