import type { Page } from '@playwright/test';
import type { NotificationSettings } from '../generated/model';
import { members } from '../mocks/db/members';
import { personaIds } from '../mocks/seed/personas';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const savedSettings = async (page: Page): Promise<NotificationSettings> => {
  const { data } = await contextClient(page.request).GET('/api/notification-settings.php');
  if (data === undefined) throw new Error('no notification settings answer');
  return data.settings;
};

test.describe('notification settings (issue 18)', () => {
  test('on a smartphone: sets the notification preferences by keyboard alone and saves them', async ({
    page,
  }) => {
    const t = translations('en').notificationSettings.notificationPrefs;
    await loginAs(page, 'free');
    const before = await savedSettings(page);
    await page.goto('/notifications');
    const section = page.getByRole('region', { name: t.heading() });
    const emailPromotions = section.getByRole('switch', {
      name: t.emailSwitch({ type: t.types.promotions() }),
    });
    const pushPromotions = section.getByRole('switch', {
      name: t.pushSwitch({ type: t.types.promotions() }),
    });
    await expect(emailPromotions).toBeChecked({ checked: before.email.promotions });

    // Each row goes e-mail then push; Space turns the switch that has the focus.
    await tabTo(page, emailPromotions, 80);
    await page.keyboard.press('Space');
    await expect(emailPromotions).toBeChecked({ checked: !before.email.promotions });
    await page.keyboard.press('Tab');
    await expect(pushPromotions).toBeFocused();
    await page.keyboard.press('Space');
    await expect(pushPromotions).toBeChecked({ checked: !before.push.promotions });

    const save = section.getByRole('button', { name: t.save() });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status').filter({ hasText: t.saved() })).toBeVisible();
    await expect(save).toBeFocused();
    const after = await savedSettings(page);
    expect(after.email).toEqual({ ...before.email, promotions: !before.email.promotions });
    expect(after.push).toEqual({ ...before.push, promotions: !before.push.promotions });
  });

  test('on a desktop: turns invisible mode on, then, in German, learns why mail stopped and turns it back on', async ({
    page,
    baseURL,
  }) => {
    const en = translations('en').notificationSettings;
    await loginAs(page, 'free');
    await page.goto('/notifications');
    const invisible = page.getByRole('region', { name: en.invisible.heading() });
    const toggle = invisible.getByRole('switch', { name: en.invisible.label() });
    await expect(invisible.getByText(en.invisible.meaning())).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await invisible.getByText(en.invisible.label()).click();
    await expect(invisible.getByRole('status').filter({ hasText: en.invisible.on() })).toBeVisible();
    await expect(toggle).toBeChecked();
    const { data: user } = await contextClient(page.request).GET('/api/user.php');
    expect(user?.user.invisible).toBe(true);

    // The member unsubscribed through a mail's link (spec §4), and reads the settings in German.
    await members.update((q) => q.where({ id: personaIds.free }), {
      data: (m) => void (m.notificationsDisabled = ['listunsubscribe']),
    });
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    await page.goto('/notifications');
    const de = translations('de').notificationSettings.notificationPrefs;
    const section = page.getByRole('region', { name: de.heading() });
    const why = de.mailStopped.listunsubscribe({ save: de.save() });
    await expect(section.getByText(de.mailStopped.heading())).toBeVisible();
    await expect(section.getByText(why)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: translations('de').notificationSettings.invisible.heading() })
        .getByRole('switch'),
    ).toBeChecked();

    const newMembers = section.getByRole('switch', {
      name: de.emailSwitch({ type: de.types.new_members() }),
    });
    const wanted = !(await newMembers.isChecked());
    await section.getByRole('row', { name: de.types.new_members() }).getByRole('cell').first().click();
    await expect(newMembers).toBeChecked({ checked: wanted });
    await section.getByRole('button', { name: de.save() }).click();
    await expect(section.getByRole('status').filter({ hasText: de.saved() })).toBeVisible();
    await expect(section.getByText(why)).toBeHidden();
    const after = await savedSettings(page);
    expect(after.email.new_members).toBe(wanted);
    expect(after.disabled_reasons).toEqual([]);
  });
});
