// One-off: `npx tsx scripts/make-lander-videos.ts` draws the two video landers' clips (spec §2:
// `video` and `transitionsvideolanding`) in headless Chromium and writes them, with a poster frame
// each, to mocks/assets/landers/ (committed), where the simulated CDN serves them from
// (mocks/handlers/cdn.ts). Why generated: the simulation must work offline and nothing may be
// downloaded here, and no ffmpeg is installed; Chromium's MediaRecorder records a <canvas> to WebM
// (VP9) on its own. The clips have no words, so they suit all 11 languages; the captions are the
// page's (src/features/landers/captions.ts).
//
// Re-run after changing a scene. The drawing is seeded and follows the clock, not frames, so a run
// gives the same pictures, though frame timings (and bytes) differ a little with the machine's
// load. CHROMIUM_PATH picks the browser, as for the e2e journeys (playwright.config.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const outDir = 'mocks/assets/landers';

type Clip = 'intro' | 'transitions';

interface ClipSpec {
  clip: Clip;
  width: number;
  height: number;
  seconds: number;
  /** Bits per second for the encoder: soft gradients need little, and the file stays small. */
  bitrate: number;
  /** The moment the poster shows: the first frame, so pressing play does not jump. */
  posterAt: number;
}

/**
 * Landscape 16:9 with the couple, the toast and the dance in the middle third: the designs crop
 * it to a tall box on a phone and show it whole on a desktop (object-fit: cover).
 */
const clips: readonly ClipSpec[] = [
  { clip: 'intro', width: 854, height: 480, seconds: 7, bitrate: 300_000, posterAt: 0 },
  { clip: 'transitions', width: 854, height: 480, seconds: 8, bitrate: 360_000, posterAt: 0 },
];

interface Recorded {
  video: string;
  poster: string;
  durationMs: number;
}

/** Runs in the page: records one clip in real time and draws its poster; both as base64. */
const record = async ({ clip, width, height, seconds, bitrate, posterAt }: ClipSpec): Promise<Recorded> => {
  const W = width;
  const H = height;
  const TAU = Math.PI * 2;
  const seeded = (seed: number) => {
    let state = seed >>> 0;
    return () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
  };
  const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
  const span = (t: number, from: number, to: number) => smooth((t - from) / (to - from));
  const canvasOf = (w: number, h: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    return { canvas, context };
  };

  // Sprites drawn once: a defocused light (a disc with a soft edge and a brighter rim, as a
  // lens renders it) and a glowing heart, in the evening's colours.
  const bokehSprite = (hue: number, saturation: number, lightness: number) => {
    const { canvas, context } = canvasOf(128, 128);
    const disc = context.createRadialGradient(64, 64, 0, 64, 64, 62);
    disc.addColorStop(0, `hsl(${hue} ${saturation}% ${lightness}% / 0.55)`);
    disc.addColorStop(0.82, `hsl(${hue} ${saturation}% ${lightness}% / 0.7)`);
    disc.addColorStop(0.92, `hsl(${hue} ${saturation}% ${lightness + 8}% / 0.85)`);
    disc.addColorStop(1, `hsl(${hue} ${saturation}% ${lightness}% / 0)`);
    context.fillStyle = disc;
    context.fillRect(0, 0, 128, 128);
    return canvas;
  };
  const heartPath = (context: CanvasRenderingContext2D, x: number, y: number, size: number) => {
    context.beginPath();
    for (let step = 0; step <= 48; step += 1) {
      const a = (step / 48) * TAU;
      const px = 16 * Math.sin(a) ** 3;
      const py = 13 * Math.cos(a) - 5 * Math.cos(2 * a) - 2 * Math.cos(3 * a) - Math.cos(4 * a);
      const sx = x + (px / 34) * size;
      const sy = y - (py / 34) * size;
      if (step === 0) context.moveTo(sx, sy);
      else context.lineTo(sx, sy);
    }
    context.closePath();
  };
  const heartSprite = (hue: number) => {
    const { canvas, context } = canvasOf(128, 128);
    context.shadowColor = `hsl(${hue} 90% 65% / 0.9)`;
    context.shadowBlur = 22;
    const fill = context.createLinearGradient(0, 30, 0, 100);
    fill.addColorStop(0, `hsl(${hue} 90% 72%)`);
    fill.addColorStop(1, `hsl(${hue - 12} 85% 52%)`);
    context.fillStyle = fill;
    heartPath(context, 64, 62, 60);
    context.fill();
    return canvas;
  };
  const bokehColours = [
    bokehSprite(38, 95, 70),
    bokehSprite(330, 85, 72),
    bokehSprite(12, 90, 68),
    bokehSprite(45, 60, 88),
    bokehSprite(285, 60, 72),
  ];
  const hearts = [heartSprite(345), heartSprite(330), heartSprite(5)];

  interface Light {
    x: number;
    y: number;
    r: number;
    sprite: HTMLCanvasElement;
    drift: number;
    phase: number;
    depth: number;
  }
  const lightsOf = (seed: number, count: number, palette: readonly HTMLCanvasElement[]): Light[] => {
    const random = seeded(seed);
    return Array.from({ length: count }, () => ({
      x: random(),
      y: random() * 0.85,
      r: 0.015 + random() ** 2 * 0.055,
      sprite: palette[Math.floor(random() * palette.length)] ?? bokehColours[0]!,
      drift: 0.004 + random() * 0.012,
      phase: random() * TAU,
      depth: 0.3 + random() * 0.7,
    }));
  };
  const drawLights = (
    context: CanvasRenderingContext2D,
    lights: readonly Light[],
    t: number,
    pan: number,
  ) => {
    for (const light of lights) {
      const x = (((light.x + pan * light.depth + t * light.drift * 0.5) % 1.1) + 1.1) % 1.1;
      const y = light.y - t * light.drift + Math.sin(t * 0.8 + light.phase) * 0.01;
      const size = light.r * W * 2;
      context.globalAlpha = 0.25 + 0.35 * (0.5 + 0.5 * Math.sin(t * 1.3 + light.phase)) * light.depth;
      context.drawImage(light.sprite, (x - 0.05) * W - size / 2, y * H - size / 2, size, size);
    }
    context.globalAlpha = 1;
  };

  interface Rising {
    x: number;
    speed: number;
    size: number;
    sway: number;
    phase: number;
    sprite: HTMLCanvasElement;
  }
  const risingOf = (seed: number, count: number): Rising[] => {
    const random = seeded(seed);
    return Array.from({ length: count }, () => ({
      x: 0.3 + random() * 0.4,
      speed: 0.07 + random() * 0.06,
      size: 0.025 + random() * 0.03,
      sway: 0.01 + random() * 0.02,
      phase: random() * 10,
      sprite: hearts[Math.floor(random() * hearts.length)] ?? hearts[0]!,
    }));
  };
  /** Hearts floating up from the couple, already on their way at the first frame. */
  const drawRising = (
    context: CanvasRenderingContext2D,
    rising: readonly Rising[],
    t: number,
    base: number,
  ) => {
    for (const heart of rising) {
      const age = (t * heart.speed + heart.phase * 0.1) % 1;
      const y = base - age * base * 0.9;
      const x = heart.x + Math.sin(age * 9 + heart.phase) * heart.sway;
      const size = heart.size * W * (0.7 + age * 0.5);
      context.globalAlpha = Math.sin(age * Math.PI) * 0.85;
      context.drawImage(heart.sprite, x * W - size / 2, y * H - size / 2, size, size);
    }
    context.globalAlpha = 1;
  };

  const skyOf = (context: CanvasRenderingContext2D, stops: readonly string[]) => {
    const sky = context.createLinearGradient(0, 0, 0, H);
    stops.forEach((colour, index) => {
      sky.addColorStop(index / (stops.length - 1), colour);
    });
    context.fillStyle = sky;
    context.fillRect(0, 0, W, H);
  };
  const glow = (context: CanvasRenderingContext2D, x: number, y: number, r: number, colour: string) => {
    const light = context.createRadialGradient(x, y, 0, x, y, r);
    light.addColorStop(0, colour);
    light.addColorStop(1, 'rgb(0 0 0 / 0)');
    context.fillStyle = light;
    context.fillRect(x - r, y - r, r * 2, r * 2);
  };

  interface Building {
    x: number;
    w: number;
    h: number;
    windows: { x: number; y: number; on: number }[];
  }
  const skylineOf = (seed: number): Building[] => {
    const random = seeded(seed);
    const buildings: Building[] = [];
    for (let x = -0.05; x < 1.25;) {
      const w = 0.035 + random() * 0.06;
      const h = 0.08 + random() ** 1.6 * 0.3;
      const windows = [];
      for (let wy = 0.02; wy < h - 0.02; wy += 0.028)
        for (let wx = 0.008; wx < w - 0.01; wx += 0.014)
          if (random() < 0.35) windows.push({ x: x + wx, y: wy, on: random() * TAU });
      buildings.push({ x, w, h, windows });
      x += w + random() * 0.008;
    }
    return buildings;
  };
  const drawSkyline = (
    context: CanvasRenderingContext2D,
    buildings: readonly Building[],
    t: number,
    ground: number,
    pan: number,
  ) => {
    context.fillStyle = '#3a1b45';
    for (const b of buildings)
      context.fillRect((b.x - pan) * W, (ground - b.h) * H, b.w * W + 1, b.h * H + 2);
    for (const b of buildings)
      for (const w of b.windows) {
        const lit = 0.5 + 0.5 * Math.sin(t * 0.9 + w.on * 3);
        if (lit < 0.25) continue;
        context.fillStyle = `hsl(40 90% 72% / ${(0.3 + lit * 0.45).toFixed(2)})`;
        context.fillRect((w.x - pan) * W, (ground - b.h + w.y) * H, W * 0.006, H * 0.012);
      }
  };

  /** Festoon lights across the top: a café terrace in the evening. */
  const drawFestoon = (context: CanvasRenderingContext2D, t: number, sag: number) => {
    const at = (u: number) => ({ x: u * W, y: (0.02 + sag * 4 * u * (1 - u) + 0.03 * u) * H });
    context.strokeStyle = 'rgb(20 8 26 / 0.8)';
    context.lineWidth = Math.max(1, W / 600);
    context.beginPath();
    for (let u = 0; u <= 1.001; u += 0.02) {
      const p = at(u);
      if (u === 0) context.moveTo(p.x, p.y);
      else context.lineTo(p.x, p.y);
    }
    context.stroke();
    for (let bulb = 1; bulb < 14; bulb += 1) {
      const p = at(bulb / 14);
      const flicker = 0.6 + 0.4 * Math.sin(t * 2.4 + bulb * 1.7);
      const size = W * 0.034;
      context.globalAlpha = flicker;
      context.drawImage(bokehColours[0]!, p.x - size / 2, p.y + W * 0.006 - size / 2, size, size);
      context.globalAlpha = 1;
      glow(context, p.x, p.y + W * 0.006, W * 0.006, 'hsl(45 100% 90%)');
    }
  };

  /**
   * A person as a back-lit silhouette, feet at (x, ground), `h` tall; `reach` (0–1) brings the
   * inner hand to `hand` (the meeting point), `tilt` leans the head towards the other.
   */
  const person = (
    context: CanvasRenderingContext2D,
    who: 'her' | 'him',
    x: number,
    ground: number,
    h: number,
    facing: 1 | -1,
    reach: number,
    hand: { x: number; y: number },
    tilt: number,
  ) => {
    context.save();
    context.translate(x, ground);
    context.scale(facing, 1);
    context.fillStyle = '#12061a';
    context.strokeStyle = '#12061a';
    context.lineCap = 'round';
    const her = who === 'her';
    const shoulder = her ? 0.095 : 0.125;
    const shoulderY = -0.8 * h;
    // Head and hair, leaning in.
    context.save();
    context.translate(0, -0.84 * h);
    context.rotate(tilt);
    if (her) {
      context.beginPath();
      context.ellipse(-0.006 * h, -0.055 * h, 0.066 * h, 0.1 * h, 0, 0, TAU);
      context.fill();
    }
    context.beginPath();
    context.ellipse(0, -0.075 * h, her ? 0.05 * h : 0.056 * h, her ? 0.062 * h : 0.068 * h, 0, 0, TAU);
    context.fill();
    context.fillRect(-0.024 * h, -0.03 * h, 0.048 * h, 0.05 * h);
    context.restore();
    // Body: a dress flaring to the knee, or a jacket and trousers.
    context.beginPath();
    context.moveTo(-shoulder * h, shoulderY);
    context.quadraticCurveTo(0, shoulderY - 0.03 * h, shoulder * h, shoulderY);
    if (her) {
      context.quadraticCurveTo(0.07 * h, -0.7 * h, 0.058 * h, -0.6 * h);
      context.quadraticCurveTo(0.1 * h, -0.45 * h, 0.15 * h, -0.32 * h);
      context.quadraticCurveTo(0, -0.29 * h, -0.15 * h, -0.32 * h);
      context.quadraticCurveTo(-0.1 * h, -0.45 * h, -0.058 * h, -0.6 * h);
      context.quadraticCurveTo(-0.07 * h, -0.7 * h, -shoulder * h, shoulderY);
    } else {
      context.quadraticCurveTo(0.14 * h, -0.7 * h, 0.1 * h, -0.62 * h);
      context.lineTo(0.095 * h, -0.46 * h);
      context.lineTo(-0.095 * h, -0.46 * h);
      context.lineTo(-0.1 * h, -0.62 * h);
      context.quadraticCurveTo(-0.14 * h, -0.7 * h, -shoulder * h, shoulderY);
    }
    context.closePath();
    context.fill();
    // Legs.
    const legTop = her ? -0.34 * h : -0.48 * h;
    const legWidth = her ? 0.032 * h : 0.07 * h;
    for (const side of [-1, 1]) {
      context.lineWidth = legWidth;
      context.beginPath();
      context.moveTo(side * (her ? 0.04 : 0.052) * h, legTop);
      context.lineTo(side * (her ? 0.032 : 0.045) * h, -0.02 * h);
      context.stroke();
      context.beginPath();
      context.ellipse(side * 0.04 * h + 0.012 * h, -0.01 * h, 0.035 * h, 0.014 * h, 0, 0, TAU);
      context.fill();
    }
    // Arms: the outer one hangs, the inner one reaches for the other's hand.
    context.lineWidth = her ? 0.034 * h : 0.05 * h;
    const armFrom = { x: (shoulder - 0.02) * h, y: shoulderY + 0.02 * h };
    context.beginPath();
    context.moveTo(-armFrom.x, armFrom.y);
    context.quadraticCurveTo(-(shoulder + 0.03) * h, -0.62 * h, -(shoulder + 0.01) * h, -0.46 * h);
    context.stroke();
    const hang = { x: (shoulder + 0.01) * h, y: -0.46 * h };
    const local = { x: (hand.x - x) * facing, y: hand.y - ground };
    const handAt = { x: hang.x + (local.x - hang.x) * reach, y: hang.y + (local.y - hang.y) * reach };
    context.beginPath();
    context.moveTo(armFrom.x, armFrom.y);
    context.quadraticCurveTo(handAt.x + 0.02 * h, (armFrom.y + handAt.y) / 2 + 0.04 * h, handAt.x, handAt.y);
    context.stroke();
    context.restore();
  };

  /** The two of them, `apart` (share of the width) between them, stepping in, hands joining. */
  const couple = (
    context: CanvasRenderingContext2D,
    cx: number,
    ground: number,
    h: number,
    close: number,
  ) => {
    const apart = (0.15 - close * 0.05) * h;
    const hand = { x: cx, y: ground - 0.5 * h };
    person(context, 'her', cx - apart, ground, h * 0.93, 1, close, hand, 0.1 + close * 0.12);
    person(context, 'him', cx + apart, ground, h, -1, close, hand, 0.06 + close * 0.12);
  };

  /**
   * Two people on a bench, seen from behind, heads together, an arm round the other: nobody's
   * gender, so the clip suits every niche's lander.
   */
  const bench = (context: CanvasRenderingContext2D, cx: number, seatY: number, h: number, lean: number) => {
    context.fillStyle = '#100518';
    context.strokeStyle = '#100518';
    context.lineCap = 'round';
    const seated = (x: number, size: number, tilt: number) => {
      const w = 0.46 * size;
      context.beginPath();
      context.moveTo(x - w / 2, seatY);
      context.bezierCurveTo(
        x - w / 2,
        seatY - 0.4 * size,
        x - w * 0.55,
        seatY - 0.6 * size,
        x - w * 0.18,
        seatY - 0.64 * size,
      );
      context.lineTo(x + w * 0.18, seatY - 0.64 * size);
      context.bezierCurveTo(
        x + w * 0.55,
        seatY - 0.6 * size,
        x + w / 2,
        seatY - 0.4 * size,
        x + w / 2,
        seatY,
      );
      context.closePath();
      context.fill();
      context.save();
      context.translate(x, seatY - 0.64 * size);
      context.rotate(tilt);
      context.fillRect(-0.06 * size, -0.1 * size, 0.12 * size, 0.12 * size);
      context.beginPath();
      context.ellipse(0, -0.2 * size, 0.125 * size, 0.145 * size, 0, 0, TAU);
      context.fill();
      context.restore();
    };
    seated(cx - 0.11 * h, 0.92 * h, 0.12 + lean);
    seated(cx + 0.11 * h, h, -0.08 - lean);
    // The arm of the one on the right round the other's shoulders.
    context.lineWidth = 0.09 * h;
    context.beginPath();
    context.moveTo(cx + 0.04 * h, seatY - 0.55 * h);
    context.quadraticCurveTo(cx - 0.1 * h, seatY - 0.66 * h, cx - 0.29 * h, seatY - 0.5 * h);
    context.stroke();
    // The bench is between them and us: backrest slats, seat and legs.
    context.fillStyle = '#1c0b26';
    context.fillRect(cx - 0.6 * h, seatY - 0.3 * h, 1.2 * h, 0.07 * h);
    context.fillRect(cx - 0.6 * h, seatY - 0.16 * h, 1.2 * h, 0.07 * h);
    context.fillRect(cx - 0.64 * h, seatY, 1.28 * h, 0.06 * h);
    for (const side of [-1, 1]) {
      context.fillRect(cx + side * 0.55 * h - 0.025 * h, seatY - 0.32 * h, 0.05 * h, 0.62 * h);
    }
  };

  const vignette = (context: CanvasRenderingContext2D) => {
    const shade = context.createRadialGradient(W / 2, H / 2, H * 0.35, W / 2, H / 2, W * 0.7);
    shade.addColorStop(0, 'rgb(0 0 0 / 0)');
    shade.addColorStop(1, 'rgb(8 2 14 / 0.55)');
    context.fillStyle = shade;
    context.fillRect(0, 0, W, H);
  };

  // The scenes; each draws a whole frame at its own time t (seconds).
  const skyline = skylineOf(7);
  const cityLights = lightsOf(11, 24, bokehColours);
  const warmLights = lightsOf(23, 36, [bokehColours[0]!, bokehColours[2]!, bokehColours[3]!]);
  const nightLights = lightsOf(31, 18, [bokehColours[1]!, bokehColours[4]!, bokehColours[3]!]);
  const risingHearts = risingOf(5, 12);
  const stars = lightsOf(41, 60, [bokehColours[3]!]);

  /** A rooftop terrace at dusk: skyline, festoon lights, the couple stepping closer. */
  const terrace = (context: CanvasRenderingContext2D, t: number, withCouple: boolean, pan: number) => {
    const dusk = span(t, 0, 8) * 0.5;
    skyOf(context, [
      `hsl(${262 - dusk * 10} 55% ${14 - dusk * 3}%)`,
      `hsl(${300 - dusk * 8} 45% 26%)`,
      `hsl(${338 - dusk * 6} 62% 44%)`,
      `hsl(${22 + dusk * 4} 88% 62%)`,
      'hsl(28 90% 58%)',
    ]);
    glow(context, W * 0.5, H * 0.7, W * 0.45, 'hsl(30 100% 70% / 0.6)');
    drawLights(context, cityLights, t, pan * 0.5);
    drawSkyline(context, skyline, t, 0.76, 0.1 + pan);
    // The terrace's floor catches the sunset, so the silhouettes' legs stand out from it.
    const floor = context.createLinearGradient(0, H * 0.76, 0, H);
    floor.addColorStop(0, '#6a3050');
    floor.addColorStop(0.25, '#4a2242');
    floor.addColorStop(1, '#1a0a22');
    context.fillStyle = floor;
    context.fillRect(0, H * 0.76, W, H * 0.24);
    context.fillStyle = '#24102c';
    context.fillRect(0, H * 0.755, W, H * 0.012);
    drawFestoon(context, t, 0.1);
    if (withCouple) {
      couple(context, W * 0.5, H * 0.93, H * 0.6, span(t, 1.2, 3.6));
      drawRising(context, risingHearts, t + 6, 0.62);
      // The heart between them once their hands meet.
      const bloom = span(t, 3.6, 4.4) * (1 - span(t, 6.2, 7));
      if (bloom > 0) {
        const size = W * (0.05 + span(t, 3.6, 6.4) * 0.04);
        context.globalAlpha = bloom;
        context.drawImage(
          hearts[0]!,
          W * 0.5 - size / 2,
          H * (0.4 - span(t, 3.6, 7) * 0.12) - size / 2,
          size,
          size,
        );
        context.globalAlpha = 1;
      }
    }
    vignette(context);
  };

  /** A bar at night: warm lights out of focus, two glasses meeting in a toast, a sparkle. */
  const toast = (context: CanvasRenderingContext2D, t: number) => {
    skyOf(context, ['#2a0d1f', '#54182f', '#7a2a2c', '#3a1420']);
    drawLights(context, warmLights, t, t * 0.004);
    const table = context.createLinearGradient(0, H * 0.78, 0, H);
    table.addColorStop(0, '#2b1016');
    table.addColorStop(1, '#12060a');
    context.fillStyle = table;
    context.fillRect(0, H * 0.78, W, H * 0.22);
    const meet = span(t, 0.2, 1.3);
    const glass = (side: 1 | -1) => {
      const x = W * 0.5 + side * (W * 0.24 - meet * W * 0.135);
      const lift = meet * H * 0.06;
      context.save();
      context.translate(x, H * 0.86 - lift);
      context.rotate(side * -0.18 * meet);
      const g = H * 0.55;
      context.fillStyle = 'rgb(255 230 210 / 0.14)';
      context.strokeStyle = 'hsl(38 80% 80% / 0.9)';
      context.lineWidth = Math.max(1.5, W / 420);
      context.beginPath();
      context.moveTo(-0.16 * g, -0.95 * g);
      context.bezierCurveTo(-0.18 * g, -0.6 * g, -0.12 * g, -0.47 * g, 0, -0.46 * g);
      context.bezierCurveTo(0.12 * g, -0.47 * g, 0.18 * g, -0.6 * g, 0.16 * g, -0.95 * g);
      context.fill();
      context.stroke();
      context.fillStyle = 'hsl(348 75% 30% / 0.9)';
      context.beginPath();
      context.moveTo(-0.165 * g, -0.72 * g);
      context.bezierCurveTo(-0.15 * g, -0.53 * g, -0.1 * g, -0.47 * g, 0, -0.47 * g);
      context.bezierCurveTo(0.1 * g, -0.47 * g, 0.15 * g, -0.53 * g, 0.165 * g, -0.72 * g);
      context.closePath();
      context.fill();
      context.beginPath();
      context.moveTo(0, -0.46 * g);
      context.lineTo(0, -0.04 * g);
      context.moveTo(-0.11 * g, 0);
      context.quadraticCurveTo(0, -0.05 * g, 0.11 * g, 0);
      context.stroke();
      context.restore();
    };
    glass(1);
    glass(-1);
    // Sparks where the rims touch.
    const spark = span(t, 1.2, 1.35) * (1 - span(t, 1.5, 2.3));
    if (spark > 0) {
      const random = seeded(3);
      for (let n = 0; n < 14; n += 1) {
        const a = random() * TAU;
        const d = (0.02 + random() * 0.09) * W * span(t, 1.2, 2.2);
        const size = W * (0.012 + random() * 0.02);
        context.globalAlpha = spark;
        context.drawImage(
          bokehColours[3]!,
          W * 0.5 + Math.cos(a) * d - size / 2,
          H * 0.34 + Math.sin(a) * d - size / 2,
          size,
          size,
        );
      }
      context.globalAlpha = 1;
      glow(context, W * 0.5, H * 0.34, W * 0.08 * spark, 'hsl(45 100% 90% / 0.9)');
    }
    vignette(context);
  };

  /** Under the moon: the two of them on a bench, leaning together, hearts rising, stars. */
  const moonlight = (context: CanvasRenderingContext2D, t: number) => {
    skyOf(context, ['#0c0b2a', '#1f1547', '#46205e', '#7a2f63']);
    drawLights(
      context,
      stars.map((s) => ({ ...s, r: s.r * 0.15 })),
      t * 0.3,
      0,
    );
    glow(context, W * 0.5, H * 0.33, H * 0.5, 'hsl(300 60% 80% / 0.35)');
    context.fillStyle = 'hsl(45 60% 92%)';
    context.beginPath();
    context.arc(W * 0.5, H * 0.33, H * 0.17, 0, TAU);
    context.fill();
    drawLights(context, nightLights, t, 0);
    context.fillStyle = '#140820';
    context.beginPath();
    context.moveTo(0, H * 0.86);
    context.quadraticCurveTo(W * 0.5, H * 0.8, W, H * 0.86);
    context.lineTo(W, H);
    context.lineTo(0, H);
    context.fill();
    bench(context, W * 0.5, H * 0.84, H * 0.42, span(t, 0, 1.2) * 0.08);
    drawRising(context, risingHearts, t + 3, 0.5);
    vignette(context);
  };

  const { canvas, context } = canvasOf(W, H);
  const layerA = canvasOf(W, H);
  const layerB = canvasOf(W, H);
  const fade = (
    from: (c: CanvasRenderingContext2D) => void,
    to: (c: CanvasRenderingContext2D) => void,
    k: number,
  ) => {
    from(layerA.context);
    to(layerB.context);
    context.drawImage(layerA.canvas, 0, 0);
    context.globalAlpha = k;
    context.drawImage(layerB.canvas, 0, 0);
    context.globalAlpha = 1;
  };
  /** A heart opening from the middle onto the next scene. */
  const heartIris = (
    from: (c: CanvasRenderingContext2D) => void,
    to: (c: CanvasRenderingContext2D) => void,
    k: number,
  ) => {
    from(context);
    if (k <= 0) return;
    to(layerB.context);
    context.save();
    heartPath(context, W * 0.5, H * 0.52, k * W * 2.6);
    context.clip();
    context.drawImage(layerB.canvas, 0, 0);
    context.restore();
  };

  const draw = (t: number) => {
    if (clip === 'intro') {
      // A slow push in on the couple.
      const zoom = 1 + span(t, 0, seconds) * 0.07;
      context.save();
      context.translate(W / 2, H * 0.6);
      context.scale(zoom, zoom);
      context.translate(-W / 2, -H * 0.6);
      terrace(context, t, true, 0);
      context.restore();
      return;
    }
    const city = (c: CanvasRenderingContext2D) => {
      terrace(c, t, false, t * 0.012);
    };
    const bar = (c: CanvasRenderingContext2D) => {
      toast(c, t - 2.2);
    };
    const moon = (c: CanvasRenderingContext2D) => {
      moonlight(c, t - 4.8);
    };
    if (t < 2.2) city(context);
    else if (t < 2.9) fade(city, bar, span(t, 2.2, 2.9));
    else if (t < 4.8) bar(context);
    else if (t < 5.6) heartIris(bar, moon, span(t, 4.8, 5.6) ** 1.6);
    // The end fades back into the first scene, so the background loop has no seam.
    else if (t < seconds - 0.6) moon(context);
    else
      fade(
        moon,
        (c) => {
          terrace(c, t - seconds, false, (t - seconds) * 0.012);
        },
        span(t, seconds - 0.6, seconds),
      );
  };

  const asBase64 = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const url = typeof reader.result === 'string' ? reader.result : '';
        resolve(url.slice(url.indexOf(',') + 1));
      };
      reader.onerror = () => {
        reject(reader.error ?? new Error('unreadable recording'));
      };
      reader.readAsDataURL(blob);
    });

  draw(0);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: bitrate,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => {
      resolve();
    };
  });
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, seconds));
      if (t >= seconds) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  const durationMs = performance.now() - start;
  await stopped;
  draw(posterAt);
  const poster = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob === null) reject(new Error('no poster'));
        else resolve(blob);
      },
      'image/jpeg',
      0.82,
    );
  });
  return {
    video: await asBase64(new Blob(chunks, { type: 'video/webm' })),
    poster: await asBase64(poster),
    durationMs,
  };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.evaluate('window.__name = (fn) => fn');
  mkdirSync(outDir, { recursive: true });
  for (const spec of clips) {
    const { video, poster, durationMs } = await page.evaluate(record, spec);
    const webm = Buffer.from(video, 'base64');
    const jpeg = Buffer.from(poster, 'base64');
    writeFileSync(`${outDir}/${spec.clip}.webm`, webm);
    writeFileSync(`${outDir}/${spec.clip}-poster.jpg`, jpeg);
    console.log(
      `${spec.clip}: ${(durationMs / 1000).toFixed(2)} s, video ${(webm.length / 1024).toFixed(0)} kB, poster ${(jpeg.length / 1024).toFixed(0)} kB`,
    );
  }
} finally {
  await browser.close();
}
