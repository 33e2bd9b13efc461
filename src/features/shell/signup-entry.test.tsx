import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { smartphoneQuery } from '../../ui/use-media';
import { SignupEntryProvider, SignupModal, useSignupEntry } from './signup-entry';

const LL = translations('en');

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
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed by Escape or the backdrop while signup is in progress, only by its close button', async () => {
    await loadLocaleAsync('en');
    let entry: ReturnType<typeof useSignupEntry> | undefined;
    // The signup form (accounts issue) reports progress through this hook; a probe stands in.
    const Probe = () => {
      entry = useSignupEntry();
      return null;
    };
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <TypesafeI18n locale="en">
          <SignupEntryProvider>
            <Probe />
            <SignupModal />
          </SignupEntryProvider>
        </TypesafeI18n>
      </MemoryRouter>,
    );
    act(() => {
      entry?.openSignup();
      entry?.setSignupInProgress(true);
    });
    const dialog = await screen.findByRole('dialog', { name: LL.signupEntry.title() });
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: LL.ui.close() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
