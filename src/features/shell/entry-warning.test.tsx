import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureSite } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { entryWarningSkippedKey } from './entry-warning-key';

const LL = translations('en');
const warning = () => screen.findByRole('dialog', { name: LL.entryWarning.title() });

/** The warning is its own chunk: let it arrive before saying it is not there. */
const expectNoWarning = async () => {
  await screen.findByRole('heading', { level: 1 });
  await act(async () => {
    await import('./entry-warning-dialog');
  });
  expect(screen.queryByRole('dialog', { name: LL.entryWarning.title() })).not.toBeInTheDocument();
};

describe('site-entry warning', () => {
  it('shows on load without a close button, and entering stores the time and closes it', async () => {
    const { user } = await renderApp({ path: '/', entryWarningSkipped: false });
    const dialog = await warning();
    expect(within(dialog).queryByRole('button', { name: LL.ui.close() })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: LL.entryWarning.leave() })).toHaveAttribute('href');
    // Neither Escape nor the backdrop gets a visitor past it.
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: LL.entryWarning.enter() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Number.isNaN(Date.parse(localStorage.getItem(entryWarningSkippedKey) ?? ''))).toBe(false);
  });

  it('stays away once skipped', async () => {
    await renderApp({ path: '/', entryWarningSkipped: true });
    await expectNoWarning();
  });

  it.each(['/complete-signup', '/reset-password', '/reset-password/do'])(
    'is not shown on %s',
    async (path) => {
      // complete-signup is a member's screen: the member who has just signed up.
      if (path === '/complete-signup') await loginAs('unconfirmed');
      await renderApp({ path, entryWarningSkipped: false });
      await expectNoWarning();
    },
  );

  it('is off when the site switches it off', async () => {
    configureSite({ enable_site_entry_popup: false });
    await renderApp({ path: '/', entryWarningSkipped: false });
    await expectNoWarning();
  });

  it.each([
    ['NL', true],
    ['DE', true],
    ['GB', false],
  ] as const)('on a lander is shown to a visitor from %s: %s', async (country, shown) => {
    configureSite({ geoip_country: country });
    await renderApp({ path: '/landers/video', entryWarningSkipped: false });
    if (shown) expect(await warning()).toBeVisible();
    else {
      await expectNoWarning();
    }
  });

  describe('and the information pages (decision 009)', () => {
    const yieldBar = () => screen.findByRole('complementary', { name: LL.entryWarning.yieldedLabel() });

    it('lets its terms link open the terms readable, and comes back on the way back', async () => {
      const { user, router } = await renderApp({ path: '/login', entryWarningSkipped: false });
      const dialog = await warning();
      await user.click(within(dialog).getByRole('link', { name: LL.footer.terms() }));

      expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeVisible();
      expect(router.state.location.pathname).toBe('/pages/terms');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const bar = await yieldBar();
      expect(bar).toHaveTextContent(LL.entryWarning.yieldedNote({ siteName: 'Flirtpoint' }));

      // Back where the warning was left, it asks again: reading is not entering.
      await user.click(within(bar).getByRole('button', { name: LL.entryWarning.backToWarning() }));
      expect(await warning()).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(entryWarningSkippedKey)).toBeNull();
    });

    it('lets a first visit read /pages/privacy, and the way on leads to the warning', async () => {
      const { user, router } = await renderApp({ path: '/pages/privacy', entryWarningSkipped: false });
      const bar = await yieldBar();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(within(bar).getByRole('button', { name: LL.entryWarning.backToWarning() }));
      expect(await warning()).toBeVisible();
      expect(router.state.location.pathname).toBe('/');
    });

    it('shows no bar on an information page once the warning was skipped', async () => {
      await renderApp({ path: '/pages/terms', entryWarningSkipped: true });
      await expectNoWarning();
      expect(
        screen.queryByRole('complementary', { name: LL.entryWarning.yieldedLabel() }),
      ).not.toBeInTheDocument();
    });
  });
});
