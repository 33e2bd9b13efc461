import type { Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.profile;

/** Blocks the first woman the search finds, past the screens, and says whom. */
const blockSomeone = async (page: Page) => {
  const client = contextClient(page.request);
  const { data } = await client.GET('/api/search.php', {
    params: { query: { gender: 'female', page: 1, per_page: 24 } },
  });
  const card = data?.profiles[0];
  if (card === undefined) throw new Error('the search found nobody');
  await client.POST('/api/block.php', { body: { profile_id: card.id } });
  return card;
};

const portrait = new URL('../mocks/cdn-photos/portrait-2.jpg', import.meta.url).pathname;

test.describe('own profile', () => {
  test('on a smartphone: about you and the interests by keyboard, then a photo by Browse', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/members');
    // From the tab bar, where a phone's thumb is.
    await page.getByRole('link', { name: en.topBar.tabProfile(), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: en.routes.profile() })).toBeVisible();

    const about = page.getByRole('form', { name: t.sections.about() });
    const relationship = about.getByRole('button', {
      name: new RegExp(`${en.signupSteps.aboutRelationshipStatus()}$`),
    });
    await relationship.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type(en.signupSteps.aboutRelationshipStatuses.divorced());
    await page.keyboard.press('Enter');
    await expect(relationship).toContainText(en.signupSteps.aboutRelationshipStatuses.divorced());
    const hiking = about
      .getByRole('group', { name: t.about.interests() })
      .getByRole('checkbox', { name: 'Hiking' });
    await hiking.focus();
    await page.keyboard.press('Space');
    await expect(hiking).toBeChecked();
    await about.getByRole('button', { name: t.about.save() }).focus();
    await page.keyboard.press('Enter');
    await expect(about.getByText(t.about.saved())).toBeVisible();
    const { data } = await contextClient(page.request).GET('/api/profile.php');
    expect(data?.profile.relationship_status).toBe('divorced');
    expect(data?.profile.interests).toContain('hiking');

    // The free member's second photo of three, pending review once sent.
    const p = en.profilePhotos;
    await expect(page.getByText(p.count({ used: 1, limit: 3 }))).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: p.add.browse() }).click();
    await (await chooser).setFiles(portrait);
    await expect(page.getByText(p.count({ used: 2, limit: 3 }))).toBeVisible();
    await expect(page.getByText(p.status.pending()).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('on a desktop: a location chosen by hand, and a blocked member unblocked in the settings', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/profile');
    const location = page.getByRole('region', { name: en.profileLocation.title() });
    await location.getByRole('button', { name: new RegExp(`${en.signupLocation.country()}$`) }).click();
    await page.getByRole('option', { name: 'Netherlands' }).click();
    await location
      .getByRole('button', { name: new RegExp(`${en.signupLocation.regionLabels.province()}$`) })
      .click();
    await page.getByRole('option', { name: 'Utrecht' }).click();
    await location.getByRole('textbox', { name: en.signupLocation.city() }).fill('Amersfoort');
    await location.getByRole('button', { name: en.profileLocation.save() }).click();
    await expect(location.getByText(en.profileLocation.saved())).toBeVisible();
    const { data } = await contextClient(page.request).GET('/api/profile.php');
    expect(data?.profile).toMatchObject({ country: 'NL', region: 'Utrecht', city: 'Amersfoort' });

    // Block someone from the search, then lift it in the settings, by keyboard.
    const card = await blockSomeone(page);
    await page.goto('/notifications');
    const b = en.account.blocked;
    const blocked = page.getByRole('region', { name: b.heading() });
    const unblock = blocked.getByRole('button', { name: new RegExp(`^${b.unblock()}`) });
    await unblock.focus();
    await page.keyboard.press('Enter');
    await expect(blocked.getByText(b.unblocked({ name: card.name }))).toBeVisible();
    await expect(blocked.getByText(b.empty())).toBeVisible();
  });
});
