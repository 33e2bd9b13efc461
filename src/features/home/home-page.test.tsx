import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configureSite } from '../../../mocks/db/site-settings';
import { renderApp } from '../../../tests/utils/render-app';
import { translations } from '../../../tests/utils/i18n';

describe('home page', () => {
  it('greets visitors with the site name from the settings', async () => {
    const LL = translations('en');
    await renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.home.title({ siteName: 'Flirtpoint' }) }),
    ).toBeInTheDocument();
  });

  it('follows the site name the server sends', async () => {
    configureSite({ name: 'Datefinder' });
    const LL = translations('en');
    await renderApp({ path: '/' });
    expect(
      await screen.findByRole('heading', { name: LL.home.title({ siteName: 'Datefinder' }) }),
    ).toBeVisible();
  });

  it('switches to Dutch from the language button and remembers the choice', async () => {
    const nl = translations('nl');
    const { user } = await renderApp({ path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Nederlands' }));
    expect(
      await screen.findByRole('heading', { name: nl.home.title({ siteName: 'Flirtpoint' }) }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('nl');
    expect(document.cookie).toContain('locale=nl');
    expect(screen.getByRole('button', { name: 'English' })).toBeVisible();
  });
});
