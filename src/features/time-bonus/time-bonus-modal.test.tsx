import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.credits.timeBonus;
const title = t.title({ percent: 25 });

beforeAll(async () => {
  await import('./time-bonus-dialog');
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
});

/** The members area with the member chrome in: the modal's wait starts when the chrome mounts. */
const inMembersArea = async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const view = await renderApp({ path: '/members' });
  await screen.findAllByRole('navigation', { name: LL.topBar.mainNav() }, { timeout: 10_000 });
  return view;
};

describe('the time-bonus modal (spec §4, §9; issue 17 item 6)', () => {
  it('opens 40 s into the members area for a new member with no credits, counting down, and stays away once dismissed', async () => {
    await loginAs('new');
    const { user, unmount } = await inMembersArea();
    await vi.advanceTimersByTimeAsync(39_000);
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(t.text({ hours: 4, percent: 25 }))).toBeVisible();
    expect(within(dialog).getByText(/^0[23]:\d\d:\d\d$/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.later() }));
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    unmount();

    await inMembersArea();
    await vi.advanceTimersByTimeAsync(41_000);
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });

  it('leads to the credits page with the bonus applied', async () => {
    await loginAs('new');
    const { user, router } = await inMembersArea();
    await vi.advanceTimersByTimeAsync(40_000);
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: t.take({ percent: 25 }) }));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/credits');
    });
    expect(
      await screen.findByRole('region', { name: LL.credits.discount.timeBonusTitle({ percent: 25 }) }),
    ).toBeVisible();
  });

  it('never opens for a member whose 4 hours are over, or who is not in the members area', async () => {
    await loginAs('new');
    simulation.clock.advance(2 * 3600);
    const { router } = await inMembersArea();
    await vi.advanceTimersByTimeAsync(20_000);
    await router.navigate('/notifications');
    // Left the members area once the settings screen is there (its chunk may take a moment).
    await screen.findByRole('heading', { level: 1, name: LL.routes.notifications() }, { timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    await router.navigate('/likes');
    await screen.findByRole('heading', { level: 1, name: LL.routes.likes() }, { timeout: 10_000 });
    // The 4 hours end while the member is in the members area again.
    simulation.clock.advance(2 * 3600);
    await vi.advanceTimersByTimeAsync(41_000);
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });

  it('never opens for a member who signed up long ago', async () => {
    await loginAs('free');
    await inMembersArea();
    await vi.advanceTimersByTimeAsync(41_000);
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
  });
});
