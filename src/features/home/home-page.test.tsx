import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
