import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../../tests/utils/simulation';
import { askSessionEarly, earlyJson, takeEarlyAnswers } from './early-answers';
import { policyFetch } from './policy-fetch';
import { createQueryClient } from './query-client';
import { currentUserQueryOptions } from './session';

const settingsUrl = `${globalThis.location.origin}/api/settings.php?forced_domain=localhost`;

const pageWithPreload = (href: string): Document => {
  const page = document.implementation.createHTMLDocument('page');
  const link = page.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.href = href;
  page.head.append(link);
  return page;
};

describe('answers the page asked for early (decision 014)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are fetched by the entry at once and read by the app instead of asking again, once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    takeEarlyAnswers(pageWithPreload(settingsUrl));
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const first = await policyFetch(new Request(settingsUrl));
    expect(first.ok).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // The early answer is used once: a later call asks the server.
    await policyFetch(new Request(settingsUrl));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('are not taken by a request to another address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    takeEarlyAnswers(pageWithPreload(settingsUrl));
    await policyFetch(new Request(`${settingsUrl}&lang=de`));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    await policyFetch(new Request(settingsUrl));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('give the entry a copy to paint from, and the app still reads the answer itself', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    takeEarlyAnswers(pageWithPreload(settingsUrl));
    const copy = await earlyJson((url) => url.pathname === '/api/settings.php');
    expect(copy).toHaveProperty('settings.name');
    expect(earlyJson((url) => url.pathname === '/api/pages.php')).toBeUndefined();
    const answer = await policyFetch(new Request(settingsUrl));
    expect(await answer.json()).toEqual(copy);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

describe('the session asked for by the entry (issue 14 item 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is asked at once with the spec's marker, says a member, and the app's session read takes that answer", async () => {
    const member = await loginAs('free');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const isMember = askSessionEarly();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`${globalThis.location.origin}/api/user.php`);
    expect(new Headers(init?.headers).get('X-Request-Type')).toBe('client');
    expect(await isMember).toBe(true);

    const user = await createQueryClient().query(currentUserQueryOptions());
    expect(user?.id).toBe(member.user.id);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("says a visitor is not a member, and the app's read sees a visitor", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await askSessionEarly()).toBe(false);
    expect(await createQueryClient().query(currentUserQueryOptions())).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
