import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../mocks/control';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { translations } from '../../tests/utils/i18n';
import { loginAs, simulationClient } from '../../tests/utils/simulation';
import { createQueryClient } from '../api';
import { entryWarningSkippedKey } from '../features/shell/entry-warning-key';
import { App } from './app';
import { createAppNavigation } from './router';

const LL = translations('en');

const searches = () => simulation.log().filter((entry) => entry.operationId === 'searchMembers');

/** The browser-history navigations a test started: each listens to the window's history. */
const started: ReturnType<typeof createAppNavigation>[] = [];
const startNavigation = (queryClient = createQueryClient()) => {
  const navigation = createAppNavigation({ queryClient });
  started.push(navigation);
  return navigation;
};

afterEach(() => {
  for (const navigation of started.splice(0)) navigation.dispose();
  window.history.replaceState(null, '', '/');
});

describe("a screen's head start (router.tsx, PagePrefetch)", () => {
  it('asks for the search of /members once its code and the session are in, before the screen renders, and the screen shows that answer', async () => {
    await loginAs('free');
    // The free persona, a straight man in the United Kingdom, first sees women there.
    const { data: expected } = await simulationClient().GET('/api/search.php', {
      params: { query: { page: 1, per_page: 24, gender: 'female', sexuality: 'hetero', country: 'GB' } },
    });
    if (expected === undefined) throw new Error('the search failed');
    const asked = searches().length;
    await loadLocaleAsync('en');
    localStorage.setItem(entryWarningSkippedKey, '2026-01-01T00:00:00.000Z');
    window.history.replaceState(null, '', '/members');
    const queryClient = createQueryClient();
    // The browser's router, as the app starts it: nothing is rendered yet.
    const router = startNavigation(queryClient);
    await router.ready;
    await waitFor(() => {
      expect(searches()).toHaveLength(asked + 1);
    });
    expect(screen.queryByRole('heading')).toBeNull();

    render(<App queryClient={queryClient} locale="en" router={router} />);
    expect(
      await screen.findByRole('list', { name: LL.members.results.count({ count: expected.num_results }) }),
    ).toBeVisible();
    // The screen read the answer already asked for: the same question, not a second one.
    expect(searches()).toHaveLength(asked + 1);
  });

  it("asks for the first four cards' photos as soon as the search answers, before the screen renders", async () => {
    await loginAs('free');
    const { data: expected } = await simulationClient().GET('/api/search.php', {
      params: { query: { page: 1, per_page: 24, gender: 'female', sexuality: 'hetero', country: 'GB' } },
    });
    const { data: site } = await simulationClient().GET('/api/settings.php');
    if (expected === undefined || site === undefined) throw new Error('the simulation did not answer');
    const photos: { src: string; fetchPriority: string }[] = [];
    // The browser's image loader, as the preload uses it (jsdom fetches no image).
    class RecordedImage {
      src = '';
      fetchPriority = 'auto';
      constructor() {
        photos.push(this);
      }
      addEventListener() {
        return undefined;
      }
    }
    vi.stubGlobal('Image', RecordedImage);
    await loadLocaleAsync('en');
    localStorage.setItem(entryWarningSkippedKey, '2026-01-01T00:00:00.000Z');
    window.history.replaceState(null, '', '/members');
    const router = startNavigation();
    await router.ready;

    const firstFour = expected.profiles
      .slice(0, 4)
      .flatMap((card) =>
        card.main_image === null ? [] : [`${site.settings.cdn_prefix}${card.main_image.thumb_filename}`],
      );
    expect(firstFour.length).toBeGreaterThan(0);
    await waitFor(() => {
      expect(photos.map((photo) => photo.src)).toEqual(firstFour);
    });
    expect(photos.every((photo) => photo.fetchPriority === 'high')).toBe(true);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
