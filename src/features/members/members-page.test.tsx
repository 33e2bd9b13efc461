import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchMembersParams } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { configureSite } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.members;

// The page is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('./members-page');
  await import('./search-filters-form');
}, 30_000);

/** What the search answers to the same question, asked past the screen. */
const searchFor = async (query: SearchMembersParams) => {
  const { data } = await simulationClient().GET('/api/search.php', {
    params: { query: { page: 1, per_page: 24, ...query } },
  });
  if (data === undefined) throw new Error('the search failed');
  return data;
};

const searches = () => simulation.log().filter((entry) => entry.operationId === 'searchMembers');

const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

const openSearch = async (path = '/members') => {
  const view = await renderApp({ path });
  await screen.findByRole('heading', { level: 1, name: LL.routes.members() });
  // The filters come in a chunk of their own, beside the results.
  await screen.findByRole('button', { name: new RegExp(`${t.filters.gender()}$`) });
  return view;
};

/** The free persona is a straight man in the United Kingdom. */
const womenInGb = { gender: 'female', sexuality: 'hetero', country: 'GB' } as const;

describe('/members', () => {
  it('first shows a member whom they look for in their own country', async () => {
    await loginAs('free');
    const expected = await searchFor(womenInGb);
    expect(expected.num_results).toBeGreaterThan(0);
    await openSearch();
    const results = await screen.findByRole('list', {
      name: t.results.count({ count: expected.num_results }),
    });
    const cards = within(results).getAllByRole('listitem');
    expect(cards).toHaveLength(expected.profiles.length);
    expected.profiles.forEach((profile, index) => {
      const card = cards[index];
      if (card === undefined) throw new Error(`no card ${String(index)}`);
      expect(within(card).getByRole('link')).toHaveAttribute('href', `/members/${String(profile.id)}`);
      expect(within(card).getByText(profile.name)).toBeVisible();
    });
    expect(select(t.filters.gender())).toHaveTextContent(t.filters.women());
    expect(select(t.filters.country())).toHaveTextContent('United Kingdom');
  });

  it('searches with the chosen filters, keeps them in the address and shows the region under its own name', async () => {
    await loginAs('free');
    const { user, router } = await openSearch();
    await screen.findByRole('list', { name: /found$/ });
    await user.click(select(t.filters.country()));
    await user.click(await screen.findByRole('option', { name: 'Netherlands' }));
    await user.click(
      await screen.findByRole('button', {
        name: new RegExp(`${LL.signupLocation.regionLabels.province()}$`),
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'Utrecht' }));
    await user.click(select(t.filters.minAge()));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await user.click(select(t.filters.maxAge()));
    await user.click(await screen.findByRole('option', { name: '45' }));
    await user.click(screen.getByRole('button', { name: t.filters.search() }));

    const query = {
      gender: 'female',
      country: 'NL',
      countryregion: 'Utrecht',
      min_age: 25,
      max_age: 45,
    } as const;
    expect(router.state.location.search).toBe(
      '?gender=female&country=NL&countryregion=Utrecht&min_age=25&max_age=45',
    );
    const expected = await searchFor({ ...query, sexuality: 'hetero' });
    expect(await screen.findByText(t.results.count({ count: expected.num_results }))).toBeVisible();
  });

  it('refuses an upside-down age range beside the fields, without searching', async () => {
    await loginAs('free');
    const { user, router } = await openSearch();
    await screen.findByRole('list', { name: /found$/ });
    const before = searches().length;
    await user.click(select(t.filters.minAge()));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await user.click(select(t.filters.maxAge()));
    await user.click(await screen.findByRole('option', { name: '30' }));
    await user.click(screen.getByRole('button', { name: t.filters.search() }));
    expect(await screen.findByText(t.filters.ageRangeReversed())).toBeVisible();
    expect(select(t.filters.minAge())).toHaveTextContent('50');
    expect(router.state.location.search).toBe('');
    expect(searches()).toHaveLength(before);
  });

  it('pages through the results, and a page seen before shows again at once', async () => {
    await loginAs('free');
    const { user, router } = await openSearch('/members?gender=female');
    const expected = await searchFor({ gender: 'female', sexuality: 'hetero', page: 2 });
    const pages = Math.ceil(expected.num_results / 24);
    await screen.findByRole('list', { name: /found$/ });
    await user.click(screen.getByRole('link', { name: t.paging.next() }));
    expect(await screen.findByText(t.paging.current({ page: 2, pages }))).toBeVisible();
    // The pressed link went with the old page: the keyboard goes on from the new page's count.
    expect(screen.getByText(t.results.count({ count: expected.num_results }))).toHaveFocus();
    const first = expected.profiles[0];
    if (first === undefined) throw new Error('page 2 is empty');
    expect(screen.getByRole('link', { name: new RegExp(first.name) })).toHaveAttribute(
      'href',
      `/members/${String(first.id)}`,
    );
    expect(router.state.location.search).toBe('?gender=female&page=2');
    const asked = searches().length;
    await act(() => router.navigate(-1));
    expect(screen.getByText(t.paging.current({ page: 1, pages }))).toBeVisible();
    expect(screen.queryByText(LL.common.loading())).toBeNull();
    expect(searches()).toHaveLength(asked);
  });

  it('shows similar members when few match every filter', async () => {
    await loginAs('free');
    const query = { ...womenInGb, min_age: 98, max_age: 99 };
    const expected = await searchFor(query);
    expect(expected.num_results).toBeLessThan(24);
    expect(expected.num_similar).toBeGreaterThan(0);
    await openSearch('/members?gender=female&country=GB&min_age=98&max_age=99');
    const similar = await screen.findByRole('list', { name: t.results.similarTitle() });
    expect(within(similar).getAllByRole('listitem')).toHaveLength(expected.num_similar);
    expect(screen.getByText(t.results.count({ count: expected.num_results }))).toBeVisible();
  });

  it('says when the search failed and searches again on request', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'searchMembers', status: 500 });
    const { user } = await openSearch();
    expect(await screen.findByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.results.retry() }));
    expect(await screen.findByRole('list', { name: /found$/ })).toBeVisible();
  });

  it('lets a visitor search everybody in the country the site placed them in, where the site allows it', async () => {
    configureSite({ logged_out_search: true, geoip_country: 'NL', geoip_selected_country: 'NL' });
    const expected = await searchFor({ country: 'NL' });
    await openSearch();
    expect(
      await screen.findByRole('list', { name: t.results.count({ count: expected.num_results }) }),
    ).toBeVisible();
    expect(select(t.filters.gender())).toHaveTextContent(t.filters.anyGender());
    expect(select(t.filters.country())).toHaveTextContent('Netherlands');
  });

  it('sends a visitor to the login where the site keeps its search to members', async () => {
    configureSite({ logged_out_search: false, logged_out_search_trafficsource: false });
    const { router } = await renderApp({ path: '/members?gender=female' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.login() });
    expect(router.state.location.pathname).toBe('/login');
    expect(searches()).toHaveLength(0);
  });
});
