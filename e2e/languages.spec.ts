import { test as base } from '@playwright/test';
import { configureSite, siteSettings } from '../mocks/db/site-settings';
import { siteTexts } from '../mocks/handlers/pages-content/index';
import { pageFacts } from '../mocks/handlers/pages-content/kit';
import { createApiClient } from '../scenarios/api-client';
import { localeCookie, supportedLocales } from '../src/domain/locales';
import { languageMenuLabel } from '../src/features/language/language-menu-label';
import { translations } from '../tests/utils/i18n';
import { startSim } from '../scripts/sim-process';
import { expect, test } from './fixtures';

const en = translations('en');
const de = translations('de');

test.describe('language choice (issue 12, defects 6 and 11)', () => {
  test('a German reader in Great Britain can switch to English and back, on a smartphone', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    configureSite({ geoip_country: 'GB' });
    await context.addCookies([{ name: localeCookie.name, value: 'de', url: baseURL }]);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: de.routes.pricing() })).toBeVisible();

    await page.getByRole('button', { name: languageMenuLabel(de, 'de') }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.pricing() })).toBeVisible();

    // The menu still offers the way back.
    await page.getByRole('button', { name: languageMenuLabel(en, 'en') }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
    await page.keyboard.press('Escape');

    // So does the language page, after a reload (the languages used are remembered).
    await page.goto('/lang-config');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.langConfig() })).toBeVisible();
    const options = page.getByRole('list', { name: en.language.label() });
    await expect(options.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await options.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: de.routes.langConfig() })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an information page and the disclaimer follow the chosen language', async ({
    page,
    context,
    baseURL,
  }) => {
    configureSite({ geoip_country: 'FI' });
    await context.addCookies([{ name: localeCookie.name, value: 'fi', url: baseURL }]);
    await page.goto('/pages/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Tietosuojaseloste' })).toBeVisible();
    await page.getByRole('button', { name: languageMenuLabel(translations('fi'), 'fi') }).click();
    await page.getByRole('menuitemradio', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    // The disclaimer under the page comes with the settings, which are asked for again.
    await expect(page.getByText(siteTexts.sv.settings.fictional_warning)).toBeVisible();
  });
});

base(
  'npm run sim -- --country DE places the visitor in Germany, and the control call moves them, on a desktop',
  async ({ request }) => {
    base.setTimeout(60_000);
    const { origin, stop } = await startSim(['--country', 'DE']);
    try {
      const api = createApiClient({ baseUrl: origin });
      const settings = async () => (await api.GET('/api/settings.php')).data?.settings.geoip_country;
      expect(await settings()).toBe('DE');
      // A reset keeps the country the simulation was started with.
      await request.post(`${origin}/__sim/reset`, { data: {} });
      expect(await settings()).toBe('DE');
      const moved = await request.post(`${origin}/__sim/country`, { data: { country: 'FI' } });
      expect(await moved.json()).toEqual({ country: 'FI' });
      expect(await settings()).toBe('FI');
      for (const lang of supportedLocales) {
        const { data } = await api.GET('/api/pages.php', { params: { query: { page: 'faq', lang } } });
        expect(data?.page.title, lang).toBe(siteTexts[lang].pages.faq(pageFacts(siteSettings())).title);
      }
    } finally {
      stop();
    }
  },
);
