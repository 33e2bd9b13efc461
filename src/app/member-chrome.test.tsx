import { act, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from '../../tests/utils/i18n';
import { renderApp } from '../../tests/utils/render-app';
import { loginAs, persona } from '../../tests/utils/simulation';
import { createQueryClient } from '../api';
import { memberChromeReady } from './first-render';
import { memberChromeChunksMeta } from './member-chrome-chunks';
import {
  loadMemberChrome,
  memberChromeCode,
  resetMemberChromeForTests,
  useMemberChrome,
} from './member-chrome-code';

const LL = translations('en');

const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module');

beforeEach(() => {
  resetMemberChromeForTests();
});

// A failed chunk stays failed until the member retries: the next file of this worker (vitest
// isolate: false) starts as a fresh page would.
afterEach(() => {
  resetMemberChromeForTests();
});

describe('member chrome chunk', () => {
  it("is not fetched for a visitor's page", async () => {
    const load = vi.spyOn(memberChromeCode, 'load');
    await renderApp({ path: '/pricing' });
    await within(await screen.findByRole('banner')).findByRole('link', { name: LL.topBar.login() });
    expect(load).not.toHaveBeenCalled();
  });

  it("brings a member's nav and account menu", async () => {
    await loginAs('free');
    const load = vi.spyOn(memberChromeCode, 'load');
    await renderApp({ path: '/pricing' });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('button', {
        name: LL.topBar.accountMenu({ name: persona('free').name }),
      }),
    ).toBeVisible();
    expect(within(banner).getByRole('navigation', { name: LL.topBar.mainNav() })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gets a head start on the login screen, before the visitor becomes a member', async () => {
    const load = vi.spyOn(memberChromeCode, 'load');
    await renderApp({ path: '/login' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.login() });
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  it("says in the member's language when it cannot load, keeps the page usable, and tries again", async () => {
    await loginAs('free');
    const fi = translations('fi');
    const load = vi.spyOn(memberChromeCode, 'load').mockRejectedValueOnce(chunkFailure());
    const { user } = await renderApp({ path: '/pricing', locale: 'fi' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fi.topBar.memberChromeFailed());
    expect(screen.getByRole('heading', { level: 1, name: fi.routes.pricing() })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: fi.topBar.memberChromeRetry() }));
    expect(
      await screen.findByRole('button', { name: fi.topBar.accountMenu({ name: persona('free').name }) }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the login screen's head start, on a built page", () => {
  it('fetches the chunks the page lists, without running them until the session starts', async () => {
    const meta = document.createElement('meta');
    meta.name = memberChromeChunksMeta;
    meta.content = '/assets/member-chrome-x.js /assets/unfinished-signup-x.js';
    document.head.append(meta);
    const load = vi.spyOn(memberChromeCode, 'load');
    try {
      await renderApp({ path: '/login' });
      await screen.findByRole('heading', { level: 1, name: LL.routes.login() });
      const preloads = () =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        );
      await vi.waitFor(() => {
        expect(preloads()).toEqual(['/assets/member-chrome-x.js', '/assets/unfinished-signup-x.js']);
      });
      expect(load).not.toHaveBeenCalled();
    } finally {
      meta.remove();
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });
});

describe('useMemberChrome', () => {
  it("leaves a visitor's screens alone while the head start fetches the chunk", async () => {
    let renders = 0;
    const visitor = renderHook(() => {
      renders += 1;
      return useMemberChrome(false);
    });
    const member = renderHook(() => useMemberChrome(true));
    await act(() => loadMemberChrome());
    expect(member.result.current.name).toBe('ready');
    expect(visitor.result.current.name).toBe('idle');
    expect(renders).toBe(1);
  });
});

describe('memberChromeReady (the first render waits on it)', () => {
  it('resolves for a visitor without fetching the chunk', async () => {
    const load = vi.spyOn(memberChromeCode, 'load');
    await memberChromeReady(createQueryClient());
    expect(load).not.toHaveBeenCalled();
  });

  it('waits for the chunk once the session is a member’s', async () => {
    await loginAs('free');
    let arrived = false;
    const load = vi.spyOn(memberChromeCode, 'load').mockImplementation(async () => {
      const module = await import('./member-chrome');
      arrived = true;
      return module;
    });
    await memberChromeReady(createQueryClient());
    expect(load).toHaveBeenCalledTimes(1);
    expect(arrived).toBe(true);
  });

  it('never rejects, so a failed chunk still ends in a rendered page', async () => {
    await loginAs('free');
    vi.spyOn(memberChromeCode, 'load').mockRejectedValue(chunkFailure());
    await expect(memberChromeReady(createQueryClient())).resolves.toBeUndefined();
  });
});
