import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customProperties, resolvedToken, tokensCss } from '../../tests/utils/css-tokens';

/** Hue in degrees (0–360), saturation and lightness (0–1) of a #rgb or #rrggbb colour. */
const hsl = (hex: string): { hue: number; saturation: number; lightness: number } => {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) throw new Error(`${hex} is not a hex colour`);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const lightness = (max + min) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (chroma !== 0 && max === r) hue = ((g - b) / chroma) * 60;
  else if (chroma !== 0 && max === g) hue = ((b - r) / chroma) * 60 + 120;
  else if (chroma !== 0) hue = ((r - g) / chroma) * 60 + 240;
  return { hue: (hue + 360) % 360, saturation, lightness };
};

/** Hue ranges of the colour names spec §9 uses, wide enough for any shade a designer would call so. */
const families = {
  pink: { from: 320, to: 350 },
  amber: { from: 35, to: 50 },
  purple: { from: 260, to: 300 },
  green: { from: 90, to: 150 },
} as const;

/** Spec §9 Theme: each colour of the theme and the token the styles take it from. */
const theme = [
  { token: '--color-primary', role: 'primary', family: 'pink' },
  { token: '--color-secondary', role: 'secondary', family: 'amber' },
  { token: '--color-dark', role: 'dark', family: 'purple' },
  { token: '--color-success', role: 'success', family: 'green' },
  { token: '--color-unread', role: 'unread messages', family: 'green' },
] as const;

const tokens = customProperties(tokensCss());

describe('the theme colours of spec §9', () => {
  it.each(theme)('$role ($token) is $family', ({ token, family }) => {
    const value = resolvedToken(tokens, token);
    expect(value, `${token} is declared in tokens.css`).toBeDefined();
    const { hue, saturation } = hsl(value ?? '');
    const { from, to } = families[family];
    expect(hue, `hue of ${token} (${String(value)})`).toBeGreaterThanOrEqual(from);
    expect(hue, `hue of ${token} (${String(value)})`).toBeLessThanOrEqual(to);
    // A grey has no hue to speak of: the colour must be clearly coloured to be called by name.
    expect(saturation, `saturation of ${token}`).toBeGreaterThanOrEqual(0.3);
  });

  it('keeps the dark colour dark', () => {
    expect(hsl(resolvedToken(tokens, '--color-dark') ?? '').lightness).toBeLessThan(0.3);
  });

  it('paints the unread-messages badge in the unread colour', () => {
    const badge = readFileSync('src/ui/badge.module.css', 'utf8');
    expect(badge).toMatch(/\.unread\s*\{[^}]*background:\s*var\(--color-unread\)/);
  });
});
