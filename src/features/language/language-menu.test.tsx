import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locales } from '../../../locales/i18n-types';
import { simulation } from '../../../mocks/control';
import { configureSite } from '../../../mocks/db/site-settings';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { dropdownMenuCode } from '../../ui/menu-button';
import { loginAs, persona } from '../../../tests/utils/simulation';
import { languageMenuLabel } from './language-menu-label';

const en = translations('en');

const openMenu = async (
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  LL = en,
  locale: Locales = 'en',
) => {
  // The visitor's country comes with the site settings (read at boot in the real app).
  await screen.findByRole('link', { name: LL.topBar.logoLabel({ siteName: 'Flirtpoint' }) });
  await user.click(await screen.findByRole('button', { name: languageMenuLabel(LL, locale) }));
  return screen.findByRole('menu');
};

describe('language dropdown', () => {
  it("offers only the languages of the visitor's country", async () => {
    configureSite({ geoip_country: 'BE' });
    const { user } = await renderApp({ path: '/pricing' });
    const menu = await openMenu(user);
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
    for (const name of ['English', 'Nederlands', 'Français', 'Deutsch']) {
      expect(within(menu).getByRole('menuitemradio', { name })).toBeVisible();
    }
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('switches a visitor to French, in the cookie for 365 days, without touching any account', async () => {
    configureSite({ geoip_country: 'BE' });
    const fr = translations('fr');
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: fr.routes.pricing() })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('locale=fr');
    expect(simulation.log().some((entry) => entry.operationId === 'updateUser')).toBe(false);
  });

  it("saves a logged-in member's choice on the account", async () => {
    configureSite({ geoip_country: 'CH' });
    await loginAs('free');
    const de = translations('de');
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: de.routes.pricing() })).toBeVisible();
    await screen.findByRole('button', { name: languageMenuLabel(de, 'de') });
    expect(persona('free').language).toBe('de');
  });

  it('says when the account could not be saved, and keeps the new language', async () => {
    configureSite({ geoip_country: 'CH' });
    await loginAs('free');
    simulation.fault({ operationId: 'updateUser', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: '/pricing' });
    await user.click(within(await openMenu(user)).getByRole('menuitemradio', { name: 'Italiano' }));
    const italian = translations('it');
    expect(await screen.findByRole('alert')).toHaveTextContent(italian.language.saveFailed());
    expect(document.documentElement.lang).toBe('it');
    expect(persona('free').language).toBe('en');
  });

  it('keeps German on offer after a German reader in Great Britain switches to English (defect 6)', async () => {
    configureSite({ geoip_country: 'GB' });
    const de = translations('de');
    const { user } = await renderApp({ path: '/pricing', locale: 'de' });
    await user.click(within(await openMenu(user, de, 'de')).getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: en.routes.pricing() })).toBeVisible();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: de.routes.pricing() })).toBeVisible();
  });

  it("says in the reader's language when the menu cannot load offline, and opens once it can", async () => {
    configureSite({ geoip_country: 'CH' });
    const de = translations('de');
    const load = vi
      .spyOn(dropdownMenuCode, 'load')
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { user } = await renderApp({ path: '/pricing', locale: 'de' });
    await screen.findByRole('link', { name: de.topBar.logoLabel({ siteName: 'Flirtpoint' }) });
    const trigger = await screen.findByRole('button', { name: languageMenuLabel(de, 'de') });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(de.topBar.menuLoadFailed());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    load.mockRestore();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveFocus();
  });
});
