import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { configureSite } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { installNativeDialogStandIn } from '../../../tests/utils/native-dialog';
import { loginAs } from '../../../tests/utils/simulation';
import { EntryWarningDialog } from './entry-warning-dialog';
import { entryWarningSkippedKey } from './entry-warning-key';

const LL = translations('en');
const warning = () => screen.findByRole('dialog', { name: LL.entryWarning.title() });

const isModal = installNativeDialogStandIn();

/** The warning is part of the first render: once the page's heading is there, so would it be. */
const expectNoWarning = async () => {
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('dialog', { name: LL.entryWarning.title() })).not.toBeInTheDocument();
};

describe('site-entry warning', () => {
  it('shows on load as a modal dialog without a close button, and entering stores the time and closes it', async () => {
    const { user } = await renderApp({ path: '/', entryWarningSkipped: false });
    const dialog = await warning();
    expect(isModal(dialog)).toBe(true);
    expect(dialog).toHaveFocus();
    // The page behind stays put while the warning is over it.
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(within(dialog).queryByRole('button', { name: LL.ui.close() })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: LL.entryWarning.leave() })).toHaveAttribute('href');

    // Neither Escape nor another close request (the dialog's `cancel`) gets a visitor past it.
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    // One a browser does not let it refuse closes it, and it is back at once.
    act(() => {
      (dialog as HTMLDialogElement).close();
    });
    expect(isModal(dialog)).toBe(true);

    // Keyboard only: the first stop is the way in.
    await user.tab();
    const enter = within(dialog).getByRole('button', { name: LL.entryWarning.enter() });
    expect(enter).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(Number.isNaN(Date.parse(localStorage.getItem(entryWarningSkippedKey) ?? ''))).toBe(false);
  });

  it('gives the focus back to where it was when it closes', async () => {
    const onEnter = vi.fn();
    const Harness = () => {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            ask again
          </button>
          {open && (
            <EntryWarningDialog
              siteName="Flirtpoint"
              onEnter={() => {
                onEnter();
                setOpen(false);
              }}
            />
          )}
        </>
      );
    };
    const user = userEvent.setup();
    render(<Harness />, {
      wrapper: ({ children }: { children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>,
    });
    const opener = screen.getByRole('button', { name: 'ask again' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: LL.entryWarning.title() });
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: LL.entryWarning.enter() }));
    expect(onEnter).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
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
