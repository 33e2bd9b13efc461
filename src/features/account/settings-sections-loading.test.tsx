import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import {
  forgetSettingsSections,
  settingsSectionsCode,
  type SettingsSectionsModule,
} from './settings-sections-code';

const LL = translations('en');
const de = translations('de');

// The forms' module and the simulation's seed are compiled once up front, so no first wait pays.
beforeAll(async () => {
  await Promise.all([import('./settings-sections'), import('../../../mocks/seed/seed')]);
}, 30_000);

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/settings-sections.js');

const held: { fail: (error: unknown) => void }[] = [];

/** A fetch of the forms' chunk that hangs until the test makes it fail. */
const heldFetch = () => {
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<SettingsSectionsModule>((_, reject) => {
    fail = reject;
  });
  held.push({ fail });
  return { promise, fail };
};

// A test that stopped half-way leaves no fetch hanging for the next one (a settled one ignores it).
afterEach(() => {
  for (const fetch of held.splice(0)) fetch.fail(chunkFailure());
});

// Another file in this worker may have rendered the screen, and fetched the forms, before.
beforeEach(forgetSettingsSections);

const realSections = () => import('./settings-sections');

// The screen keeps the forms' code once it arrived, for the rest of the file: the test in which
// it arrives comes last.
describe('settings: the forms load in their own chunk', () => {
  it('shows the skeleton under the heading, and says in the member language when the forms cannot be fetched', async () => {
    const first = heldFetch();
    const load = vi.spyOn(settingsSectionsCode, 'load').mockReturnValueOnce(first.promise);
    await loginAs('free');
    const { user } = await renderApp({ path: '/notifications', locale: 'de' });

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: de.routes.notifications() },
      { timeout: 10_000 },
    );
    const skeleton = within(screen.getByRole('main')).getByRole('status', { busy: true });
    expect(within(skeleton).getByText(de.common.loading())).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: de.account.mailChange.heading() })).not.toBeInTheDocument();

    await act(async () => {
      first.fail(chunkFailure());
      await first.promise.catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(de.account.sectionsLoad.failed());
    expect(de.account.sectionsLoad.failed()).not.toBe(LL.account.sectionsLoad.failed());
    expect(screen.queryByText(de.common.loading())).not.toBeInTheDocument();
    expect(heading).toBeVisible();

    // Another try fetches again; the keyboard stays on the screen, at its heading.
    const second = heldFetch();
    load.mockReturnValueOnce(second.promise);
    await user.click(screen.getByRole('button', { name: de.account.sectionsLoad.retry() }));
    expect(heading).toHaveFocus();
    expect(screen.getByText(de.common.loading())).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      second.fail(chunkFailure());
      await second.promise.catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(de.account.sectionsLoad.failed());
  });

  it('offline, fetches the forms by itself once the connection is back', async () => {
    const offline = heldFetch();
    vi.spyOn(settingsSectionsCode, 'load')
      .mockReturnValueOnce(offline.promise)
      .mockImplementation(realSections);
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    await loginAs('free');
    await renderApp({ path: '/notifications' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.notifications() }, { timeout: 10_000 });

    online = false;
    await act(async () => {
      offline.fail(chunkFailure());
      await offline.promise.catch(() => undefined);
    });
    expect(await screen.findByText(LL.account.sectionsLoad.failed())).toBeVisible();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const section = await screen.findByRole('region', { name: LL.account.mailChange.heading() });
    expect(within(section).getByLabelText(LL.account.mailChange.newEmail())).toBeVisible();
    expect(screen.queryByText(LL.account.sectionsLoad.failed())).not.toBeInTheDocument();
  });
});
