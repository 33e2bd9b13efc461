import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetAutoLikeQueryKey } from '../../../generated/hooks/likes/likes';
import type { AutoLikeResponse } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';

const LL = translations('en');

// The dialog is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('./new-like-dialog');
}, 30_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('new-like modal', () => {
  it('appears t seconds after load, and t leaves the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await loginAs('free');
    const { router } = await renderApp({ path: '/pricing?t=30&ref=mail' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    await vi.waitFor(() => {
      expect(router.state.location.search).toBe('?ref=mail');
    });
    // The modal's timer starts when the member chrome mounts: its chunk comes after the page's
    // (cold, when this file runs alone, it took seconds), and time moved before it would move a
    // timer that did not exist yet.
    await screen.findAllByRole('navigation', { name: LL.topBar.mainNav() }, { timeout: 10_000 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.queryByRole('dialog', { name: LL.newLike.title() })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('dialog', { name: LL.newLike.title() })).toBeVisible();
  });

  it('shows the profile react-query read, asked once, and drops it when closed', async () => {
    await loginAs('free');
    const { user, router, queryClient } = await renderApp({ path: '/pricing?t=0' });
    const dialog = await screen.findByRole('dialog', { name: LL.newLike.title() });
    // Server state lives in the query cache, not in the component: the dialog shows the cached answer.
    const cached = queryClient.getQueryData<AutoLikeResponse>(getGetAutoLikeQueryKey());
    const profileId = cached?.profile?.id;
    expect(profileId).toEqual(expect.any(Number));
    expect(simulation.log().filter((entry) => entry.operationId === 'getAutoLike')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: LL.newLike.photoLabel() }));
    // The profile is a screen of its own: the router lands there once its chunk is in, which
    // the first time in a test run means compiling it.
    await vi.waitFor(
      () => {
        expect(router.state.location.pathname).toBe(`/members/${String(profileId)}`);
      },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('dialog', { name: LL.newLike.title() })).not.toBeInTheDocument();
    expect(queryClient.getQueryData(getGetAutoLikeQueryKey())).toBeUndefined();
    expect(simulation.log().filter((entry) => entry.operationId === 'getAutoLike')).toHaveLength(1);
  });

  it('starts a conversation from its button', async () => {
    await loginAs('free');
    const { user, router } = await renderApp({ path: '/pricing?t=0' });
    const dialog = await screen.findByRole('dialog', { name: LL.newLike.title() });
    await user.click(within(dialog).getByRole('button', { name: LL.newLike.startChat() }));
    // The chat screen shows once its code is in (the address changes with it), then it moves on
    // to the conversation's own address when there is one.
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/(members\/\d+\/chat|chats\/\d+)$/);
    });
  });

  it('shows nothing without t, and nothing when the call fails', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getAutoLike', status: 500, code: 'server_error' });
    await renderApp({ path: '/pricing?t=0' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    await vi.waitFor(() => {
      expect(simulation.log().some((entry) => entry.operationId === 'getAutoLike')).toBe(true);
    });
    expect(screen.queryByRole('dialog', { name: LL.newLike.title() })).not.toBeInTheDocument();
  });
});
