import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { DataExport } from '../generated/model';
import { messages } from '../mocks/db/social';
import { personaIds } from '../mocks/seed/personas';
import { longConversationId } from '../mocks/seed/social';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

/** The saved file, read back as the member would open it. */
const savedFile = async (download: Download): Promise<DataExport> => {
  const path = await download.path();
  return JSON.parse(await readFile(path, 'utf8')) as DataExport;
};

/** What the file must hold for premium: the e-mail and a message of theirs, word for word. */
const expectPremiumsData = (data: DataExport) => {
  expect(data.member.email).toBe('premium@sim.test');
  const sent = messages.findFirst((q) =>
    q.where({ conversationId: longConversationId, fromId: personaIds.premium, kind: 'text' }),
  );
  const long = data.conversations.find((conversation) => conversation.id === longConversationId);
  expect(long?.messages.find((message) => message.id === sent?.id)).toMatchObject({
    direction: 'sent',
    text: sent?.text,
  });
};

const fileName = /^my-data-[a-z0-9.-]+-\d{4}-\d{2}-\d{2}\.json$/;

const openSettings = async (page: Page, locale: 'en' | 'de') => {
  const t = translations(locale).yourData;
  await loginAs(page, 'premium');
  await page.goto('/notifications');
  const section = page.getByRole('region', { name: t.heading() });
  await expect(section.getByText(t.explanation())).toBeVisible();
  return { t, section, button: section.getByRole('button', { name: t.download() }) };
};

test.describe('your data (issue 18, GDPR art. 15 and 20)', () => {
  test('on a smartphone: downloads my data by keyboard alone', async ({ page }) => {
    const { t, section, button } = await openSettings(page, 'en');
    await tabTo(page, button, 120);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(fileName);
    await expect(section.getByRole('status').filter({ hasText: t.downloading() })).toBeVisible();
    expectPremiumsData(await savedFile(download));
    // The button was disabled while the file was made; the keyboard is back on it, for another.
    await expect(button).toBeFocused();
  });

  test('on a desktop: downloads my data in German', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    const { t, section, button } = await openSettings(page, 'de');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(fileName);
    await expect(section.getByRole('status').filter({ hasText: t.downloading() })).toBeVisible();
    expectPremiumsData(await savedFile(download));
  });
});
