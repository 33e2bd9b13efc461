import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { smartphoneQuery } from '../../ui/use-media';
import { forgetSearchFilters, searchFiltersCode } from './search-filters-code';

const de = translations('de');

beforeAll(async () => {
  await Promise.all([import('./members-page'), import('./search-filters-form')]);
}, 30_000);

// Another file in this worker may have rendered the search, and fetched the form, before.
beforeEach(forgetSearchFilters);

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/search-filters-form.js');

describe('/members: the filters load in their own chunk', () => {
  it('shows the results without them, says so in the member language when they fail, and fetches again on request', async () => {
    const load = vi
      .spyOn(searchFiltersCode, 'load')
      .mockRejectedValueOnce(chunkFailure())
      .mockImplementation(() => import('./search-filters-form'));
    await loginAs('free');
    const { user } = await renderApp({ path: '/members', locale: 'de' });
    const panel = await screen.findByRole('region', { name: de.members.filters.title() });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(de.members.filters.loadFailed());
    // The results do not wait for the filters.
    expect(await screen.findByRole('list', { name: /gefunden$/ })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: de.members.results.retry() }));
    expect(
      await within(panel).findByRole('button', { name: new RegExp(`${de.members.filters.gender()}$`) }),
    ).toBeVisible();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('/members on a phone: the folded filters load when the member reaches for them', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches nothing for them on the first load, starts on focus of the button and shows the form unfolded', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    const load = vi
      .spyOn(searchFiltersCode, 'load')
      .mockImplementation(() => import('./search-filters-form'));
    await loginAs('free');
    const { user } = await renderApp({ path: '/members', locale: 'de' });
    expect(await screen.findByRole('list', { name: /gefunden$/ })).toBeVisible();
    expect(load).not.toHaveBeenCalled();

    const toggle = screen.getByRole('button', { name: de.members.filters.show() });
    await user.tab();
    while (document.activeElement !== toggle) await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: de.members.filters.title() });
    expect(
      await within(panel).findByRole('button', { name: new RegExp(`${de.members.filters.gender()}$`) }),
    ).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
