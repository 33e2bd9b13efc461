import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { photos } from '../../../mocks/db/photos';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona, simulationClient } from '../../../tests/utils/simulation';
import { matchSearchFor, suggestionsOf } from './signup-matches-search';

const LL = translations('en');

const openMatches = async () => {
  const view = await renderApp({ path: '/signup-matches' });
  expect(await screen.findByRole('heading', { level: 1, name: LL.signupMatches.title() })).toBeVisible();
  return view;
};

describe('/signup-matches', () => {
  it('lists suggested members with photo, name, age and city, each linking to the profile', async () => {
    const { user } = await loginAs('unconfirmed');
    // The first suggestion loses its photos, so the list holds both kinds of card whatever the seed.
    const { data } = await simulationClient().GET('/api/search.php', {
      params: { query: matchSearchFor(user.profile) },
    });
    const [withoutPhoto, ...others] = data === undefined ? [] : suggestionsOf(data);
    if (withoutPhoto === undefined) throw new Error('nobody to suggest to unconfirmed');
    photos.deleteMany((q) => q.where({ memberId: withoutPhoto.id }));
    const withPhoto = new Set(others.filter((card) => card.main_image !== null).map((card) => card.id));
    expect(withPhoto.size).toBeGreaterThan(0);
    await openMatches();
    const list = await screen.findByRole('list', { name: LL.signupMatches.title() });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(12);
    for (const card of cards) {
      const link = within(card).getByRole('link');
      expect(within(card).getByRole('heading', { level: 2 })).toContainElement(link);
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/members\/\d+$/));
      expect(within(card).getByText(/\d+ years/)).toBeVisible();
      const name = link.textContent;
      const id = Number(link.getAttribute('href')?.split('/').at(-1));
      if (withPhoto.has(id))
        expect(within(card).getByRole('img', { name: LL.signupMatches.photoAlt({ name }) })).toHaveAttribute(
          'src',
          expect.stringMatching(/^\/cdn\/.+_thumb\.jpg$/),
        );
      else expect(within(card).getByText(LL.signupMatches.noPhoto())).toBeVisible();
    }
    expect(screen.getByRole('link', { name: LL.signupMatches.more() })).toHaveAttribute('href', '/members');
  });

  it('suggests women to a straight man', async () => {
    await loginAs('unconfirmed');
    await openMatches();
    const links = within(await screen.findByRole('list', { name: LL.signupMatches.title() })).getAllByRole(
      'link',
    );
    const ids = links.map((link) => Number(link.getAttribute('href')?.split('/').at(-1)));
    const genders = ids.map((id) => members.findFirst((q) => q.where({ id }))?.gender);
    expect(new Set(genders)).toEqual(new Set(['female']));
  });

  it('says so kindly when there is nobody to suggest, and leads to the members search', async () => {
    await loginAs('unconfirmed');
    const me = persona('unconfirmed').id;
    await members.updateMany((q) => q.where((m) => m.id !== me), { data: (m) => void (m.invisible = true) });
    await openMatches();
    expect(await screen.findByText(LL.signupMatches.empty(), { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: LL.signupMatches.searchAll() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.queryByRole('list', { name: LL.signupMatches.title() })).not.toBeInTheDocument();
  });

  it('says what went wrong when the search fails, and tries again on request', async () => {
    await loginAs('unconfirmed');
    simulation.fault({ operationId: 'searchMembers', status: 500 });
    const { user } = await openMatches();
    expect(await screen.findByText(LL.apiErrors.server_error())).toBeVisible();
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: LL.signupMatches.retry() }));
    expect(await screen.findByRole('list', { name: LL.signupMatches.title() })).toBeVisible();
  });
});
