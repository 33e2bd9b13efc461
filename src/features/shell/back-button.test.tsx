import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { installedAppQuery } from '../../ui/use-media';

const LL = translations('en');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('back button', () => {
  it('appears in the installed app on the listed routes once there is history, and goes back', async () => {
    fakeMatchMedia({ [installedAppQuery]: true });
    await loginAs('free');
    const { router, user } = await renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.queryByRole('button', { name: LL.topBar.back() })).not.toBeInTheDocument();
    await router.navigate('/credits');
    await user.click(await screen.findByRole('button', { name: LL.topBar.back() }));
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() })).toBeVisible();
  });

  it('is absent in the browser, which has its own', async () => {
    await loginAs('free');
    const { router } = await renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    await router.navigate('/credits');
    await screen.findByRole('heading', { level: 1, name: LL.routes.credits() });
    expect(screen.queryByRole('button', { name: LL.topBar.back() })).not.toBeInTheDocument();
  });

  it('is absent on routes that do not list it', async () => {
    fakeMatchMedia({ [installedAppQuery]: true });
    await loginAs('free');
    const { router } = await renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    await router.navigate('/chats');
    await screen.findByRole('heading', { level: 1, name: LL.routes.chats() });
    expect(screen.queryByRole('button', { name: LL.topBar.back() })).not.toBeInTheDocument();
  });
});
