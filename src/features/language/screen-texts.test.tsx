import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nObject, loadedLocales } from '../../../locales/i18n-util';
import { configureSite } from '../../../mocks/db/site-settings';
import { loadRootTextsOnly } from '../../../tests/utils/catalogue-state';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { languageMenuLabel } from './language-menu-label';
import { loadScreenTexts, loadTextsForSwitch, withScreenTexts } from './screen-texts';

const en = translations('en');
const de = translations('de');

describe('the screens’ texts load with their code', () => {
  it('fills a group into the catalogue the interface already reads, in place', async () => {
    await loadRootTextsOnly('en');
    // As on a fresh page: the group is not in (earlier tests' screens of this worker asked for it).
    const placeholder: Record<string, unknown> = loadedLocales.en.members;
    for (const key of Object.keys(placeholder)) Reflect.deleteProperty(placeholder, key);
    // Built before the group is in, as the app's `LL` is at boot.
    const LL = i18nObject('en');
    expect(LL.common.loading()).toBe(en.common.loading());
    expect(LL.members.results.retry()).toBe('');

    await loadScreenTexts(['members']);

    expect(LL.members.results.retry()).toBe(en.members.results.retry());
  });

  it('gives a part its code only once its texts are in too', async () => {
    await loadRootTextsOnly('en');
    const part = { name: 'report form' };
    const load = withScreenTexts(['report'], () => Promise.resolve(part));

    await expect(load()).resolves.toBe(part);

    expect(i18nObject('en').report.intro()).toBe(en.report.intro());
  });

  it('fetches, before a language switch shows, every group shown so far in the new language', async () => {
    await loadRootTextsOnly('en');
    await loadScreenTexts(['members', 'memberView']);
    Reflect.deleteProperty(loadedLocales, 'de');

    await loadTextsForSwitch('de');

    const LL = i18nObject('de');
    expect(LL.members.filters.gender()).toBe(de.members.filters.gender());
    expect(LL.memberView.actions.block()).toBe(de.memberView.actions.block());
  });

  it('shows the search in German at once for a German reader', async () => {
    await loginAs('free');
    await renderApp({ path: '/members', locale: 'de' });
    expect(
      await screen.findByRole('button', { name: new RegExp(`${de.members.filters.gender()}$`) }),
    ).toBeVisible();
  });

  it('turns the open search into German when the member switches language', async () => {
    configureSite({ geoip_country: 'CH' });
    await loginAs('free');
    const { user } = await renderApp({ path: '/members' });
    await screen.findByRole('button', { name: new RegExp(`${en.members.filters.gender()}$`) });

    await user.click(await screen.findByRole('button', { name: languageMenuLabel(en, 'en') }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('button', { name: new RegExp(`${de.members.filters.gender()}$`) }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: de.routes.members() })).toBeVisible();
  });
});
