import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { translations } from '../../tests/utils/i18n';
import { fakeMatchMedia } from '../../tests/utils/match-media';
import { loginAs } from '../../tests/utils/simulation';
import { createQueryClient } from '../api';
import { entryWarningSkippedKey } from '../features/shell/entry-warning-key';
import { App } from './app';
import { memberChromeReady } from './first-render';
import { resetMemberChromeForTests } from './member-chrome-code';
import { createAppNavigation, memoryHistory } from './router';
import { smartphoneQuery } from '../ui/use-media';

const LL = translations('en');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetMemberChromeForTests();
});

/**
 * A member's page as the app starts it (start.tsx): the session and the member chrome are in
 * before the first render, so the chrome mounts in the same commit as the page — and its effects
 * run before the root layout's page query has stored the link's flags.
 */
const startAt = async (path: string) => {
  await loadLocaleAsync('en');
  localStorage.setItem(entryWarningSkippedKey, '2026-01-01T00:00:00.000Z');
  const queryClient = createQueryClient();
  await memberChromeReady(queryClient);
  const router = createAppNavigation({ queryClient, history: memoryHistory(path) });
  await router.ready;
  render(<App queryClient={queryClient} locale="en" router={router} />);
  return router;
};

describe("a link's flags on a member's first load (spec §7 Page query)", () => {
  it('t: the new-like modal appears t seconds after the load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await loginAs('free');
    const router = await startAt('/pricing?t=30&ref=mail');
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?ref=mail');
    });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(screen.queryByRole('dialog', { name: LL.newLike.title() })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    // The dialog's own chunk compiles on its first use in a test run.
    expect(
      await screen.findByRole('dialog', { name: LL.newLike.title() }, { timeout: 10_000 }),
    ).toBeVisible();
  });

  it('api_signup_complete: the activation reminder is a modal on a smartphone', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    await loginAs('unconfirmed');
    await startAt('/pricing?api_signup_complete=1');
    expect(
      await screen.findByRole('dialog', { name: LL.activationReminder.title() }, { timeout: 10_000 }),
    ).toBeVisible();
  });
});
