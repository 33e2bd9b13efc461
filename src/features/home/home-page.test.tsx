import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { members } from '../../../mocks/db/members';
import { simulation } from '../../../mocks/control';
import { configureSite } from '../../../mocks/db/site-settings';
import { renderApp } from '../../../tests/utils/render-app';
import { translations } from '../../../tests/utils/i18n';

const LL = translations('en');

describe('home page', () => {
  it('greets visitors with the site name from the settings', async () => {
    await renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.index() })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Flirtpoint')).toBeVisible();
  });

  it('follows the site name the server sends', async () => {
    configureSite({ name: 'Datefinder' });
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { name: LL.routes.index() });
    expect(within(screen.getByRole('main')).getByText('Datefinder')).toBeVisible();
  });

  it('opens signup from its call to action', async () => {
    const { user } = await renderApp({ path: '/' });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('button', { name: LL.home.signup() }));
    expect(await screen.findByRole('dialog', { name: LL.signupEntry.title() })).toBeVisible();
  });

  it('says so when the settings cannot be read', async () => {
    simulation.fault({ operationId: 'getSettings', status: 500, code: 'server_error' });
    await renderApp({ path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.common.loadFailed());
  });

  it('tempts with profiles of the niche, each opening the signup', async () => {
    const { user } = await renderApp({ path: '/bdsm' });
    const section = await screen.findByRole('region', { name: LL.home.profilesTitle() });
    const profiles = await within(section).findAllByRole('button', { name: /.+/ });
    expect(profiles.length).toBe(8);
    // Niche 3's members only: every name shown is one of theirs.
    const nicheNames = new Set(members.findMany((q) => q.where({ niche: 3 })).map((member) => member.name));
    const shownNames = profiles.map((button) => button.textContent);
    expect(
      shownNames.filter((label) => ![...nicheNames].some((name) => label.startsWith(`${name}, `))),
    ).toEqual([]);
    const [first] = profiles;
    if (first === undefined) throw new Error('no profile shown');
    expect(first).toHaveAccessibleDescription(LL.home.seeProfile());
    await user.click(first);
    expect(await screen.findByRole('dialog', { name: LL.signupEntry.title() })).toBeVisible();
  });

  it('offers the members search only where visitors may search', async () => {
    configureSite({ logged_out_search: false, logged_out_search_trafficsource: false });
    await renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: LL.home.profilesTitle() });
    await within(section).findAllByRole('button', { name: /.+/ });
    expect(within(section).queryByRole('link', { name: LL.home.browse() })).not.toBeInTheDocument();
  });

  it('links to the members search where visitors may search', async () => {
    configureSite({ logged_out_search: true });
    await renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: LL.home.profilesTitle() });
    expect(await within(section).findByRole('link', { name: LL.home.browse() })).toHaveAttribute(
      'href',
      '/members',
    );
  });

  it('steps the profiles aside quietly when they cannot be read', async () => {
    simulation.fault({ operationId: 'getLanding', status: 500, code: 'server_error' });
    await renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.index() });
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: LL.home.profilesTitle() })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: LL.home.signup() })).toBeVisible();
  });
});
