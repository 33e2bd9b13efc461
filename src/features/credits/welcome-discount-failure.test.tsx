import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { timeBonusSeconds, welcomeDiscountPercent } from '../../domain/time-bonus';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';

const t = translations('en').credits;
const welcomeRegion = { name: t.discount.welcomeTitle({ percent: welcomeDiscountPercent }) };

beforeAll(async () => {
  await import('./credits-page');
}, 30_000);

// new@sim.test signed up an hour ago and never bought: past the time bonus, the member's active
// discount code is the welcome code, the only way the app learns of the welcome discount.
beforeEach(async () => {
  await loginAs('new');
  simulation.clock.advance(timeBonusSeconds);
});

describe('a failed load of the welcome discount (spec §8)', () => {
  it('shows the welcome discount on the credits page when it loads', async () => {
    await renderApp({ path: '/credits' });
    expect(await screen.findByRole('region', welcomeRegion)).toBeVisible();
  });

  it('is silently ignored: full prices, no discount and no message', async () => {
    simulation.fault({ operationId: 'getDiscountCode', status: 500, code: 'server_error' });
    await renderApp({ path: '/credits' });
    const bundles = await screen.findByRole('radiogroup', { name: t.bundles.legend() });
    await screen.findByRole('radiogroup', { name: t.methods.legend() });
    expect(bundles).toHaveTextContent('£44.99');
    expect(screen.queryByRole('region', welcomeRegion)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(simulation.log().some((entry) => entry.operationId === 'getDiscountCode')).toBe(true);
  });
});
