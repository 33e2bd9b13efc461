import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulation } from '../../../mocks/control';
import { createQueryClient } from '../../api';
import { smartphoneQuery } from '../../ui/use-media';
import { SignupEntryProvider, useSignupEntry } from '../signup-entry';
import { SignupModal } from './signup-modal';

const LL = translations('en');

// The dialog (with the signup flow) is a lazy chunk, and the simulation seeds itself on first use:
// both done once up front, so no test's first wait pays for them.
beforeAll(async () => {
  await import('./signup-dialog');
  await simulation.reset();
}, 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
});

const openFromTopBar = async () => {
  const view = await renderApp({ path: '/pricing' });
  const banner = await screen.findByRole('banner');
  await view.user.click(await within(banner).findByRole('button', { name: LL.topBar.signup() }));
  return view;
};

describe('signup entry', () => {
  it('opens as a modal on desktop, which Escape closes before signup starts', async () => {
    const { user } = await openFromTopBar();
    expect(await screen.findByRole('dialog', { name: LL.signupEntry.title() })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: LL.signupEntry.title() })).not.toBeInTheDocument();
  });

  it('opens the signup page on a smartphone', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    const { router } = await openFromTopBar();
    // The page's chunk loads before the navigation completes.
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/signup');
    });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.signup() })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed by Escape or the backdrop while signup is in progress, only by its close button', async () => {
    await loadLocaleAsync('en');
    const onClosed = vi.fn();
    let entry: ReturnType<typeof useSignupEntry> | undefined;
    // The signup flow reports progress through this hook; a probe stands in for it here.
    const Probe = () => {
      entry = useSignupEntry();
      return null;
    };
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TypesafeI18n locale="en">
            <SignupEntryProvider onClosed={onClosed}>
              <Probe />
              <SignupModal />
            </SignupEntryProvider>
          </TypesafeI18n>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    act(() => {
      entry?.openSignup();
      entry?.setSignupInProgress(true);
    });
    const dialog = await screen.findByRole('dialog', { name: LL.signupEntry.title() });
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: LL.ui.close() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The signup's `closed` statistic hangs on this, once per closing.
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
