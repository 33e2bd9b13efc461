import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const t = translations('en').likes.match;

/** Spec §9: the match modal animation lasts 0.75 to 1.5 s. */
const specRangeMs = { min: 750, max: 1_500 };

/** A CSS time (`1s`, `1000ms`, `0.75s`) in milliseconds. */
const milliseconds = (time: string): number => {
  const parsed = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(time.trim());
  if (parsed === null) throw new Error(`"${time}" is not a CSS time`);
  const [, amount = '', unit] = parsed;
  return Number(amount) * (unit === 's' ? 1_000 : 1);
};

beforeAll(async () => {
  await Promise.all([import('./likes-page'), import('./match-dialog')]);
}, 30_000);

describe('the match modal animation (spec §9)', () => {
  it('runs the photos and the heart for the one duration of --match-animation', () => {
    const css = readFileSync('src/features/likes/match-dialog.module.css', 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const declarations = [...css.matchAll(/animation(?:-duration)?\s*:\s*([^;]+);/g)].map(([, value = '']) =>
      value.trim(),
    );
    // Every animation of the modal takes its length from the custom property (or is off for
    // reduced motion), so the length set on the photos is the animation's whole length.
    expect(declarations.filter((value) => value.includes('var(--match-animation)'))).toHaveLength(2);
    for (const value of declarations) {
      expect(value === 'none' || value.includes('var(--match-animation)'), value).toBe(true);
      expect(value, 'no literal duration beside the custom property').not.toMatch(/\d(?:ms|s)\b/);
    }
  });

  it('lasts 0.75 to 1.5 s in the modal of a match', async () => {
    await loginAs('free');
    const { data } = await simulationClient().GET('/api/likes.php');
    const matchId = data?.matches[0];
    if (matchId === undefined) throw new Error('the free persona has no match');
    await renderApp({ path: `/likes/m/${String(matchId)}` });
    const dialog = await screen.findByRole('dialog', { name: t.title() });
    const photos = await within(dialog).findByRole('img');
    const duration = milliseconds(photos.style.getPropertyValue('--match-animation'));
    expect(duration).toBeGreaterThanOrEqual(specRangeMs.min);
    expect(duration).toBeLessThanOrEqual(specRangeMs.max);
  });
});
