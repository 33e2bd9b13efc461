import type { Locator, Page } from '@playwright/test';
import { seededPassword } from '../mocks/seed/password';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { injectFault } from './faults';
import { expectVisibleFocus } from './focus-visible';
import { expect, test } from './fixtures';
import { tabTo as tabToControl } from './keyboard';
import { loginAs } from './members';

const en = translations('en');

/**
 * Issue 21 item 8: the main journeys with the keyboard alone — Tab, Shift+Tab, Enter, Space and the
 * arrows, text typed where the Tab key put the focus — and the focus visible at every stop (in view,
 * not covered, a ring of 3:1 against what is behind it). Each runs once, on a desktop: the phone's
 * journeys use touch.
 */

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Presses a key and checks where the focus lands. */
const press = async (page: Page, key: string): Promise<void> => {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
};

/** Tab (or Shift+Tab) until the control has the focus, the focus visible at every stop on the way. */
const tabTo = async (page: Page, control: Locator, { back = false, most = 80 } = {}): Promise<void> => {
  await control.waitFor();
  for (let presses = 0; presses < most && !(await isFocused(control)); presses += 1) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  await expect(control).toBeFocused();
  await expectVisibleFocus(page);
};

/** Arrow keys until the radio is checked (a radio group takes one Tab stop; the arrows choose). */
const arrowTo = async (page: Page, radio: Locator, key = 'ArrowDown', most = 24): Promise<void> => {
  for (let presses = 0; presses < most && !(await radio.isChecked()); presses += 1) await press(page, key);
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
};

/** A woman the search shows the free member, not liked yet. */
const womanNotLiked = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/search.php', {
    params: { query: { gender: 'female', country: 'GB', page: 1, per_page: 24 } },
  });
  const found = data?.profiles.find((card) => !card.liked);
  if (found === undefined) throw new Error('no woman left to like on the first page');
  return found;
};

/** The member's newest conversation, as the server lists it. */
const firstChat = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/chats.php');
  const chat = data?.chats[0];
  if (chat === undefined) throw new Error('the member has no conversation');
  return chat;
};

/** Types into the field the focus is on, as a member does. */
const type = async (page: Page, field: Locator, text: string): Promise<void> => {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expectVisibleFocus(page);
};

test.describe('keyboard only (issue 21 item 8)', () => {
  // A check of the focus at every key press, and each journey's pages scanned by axe at its end.
  test.describe.configure({ timeout: 90_000 });

  test('on a desktop: logs in with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: en.routes.login() });
    const email = form.getByRole('textbox', { name: en.form.email() });
    await tabTo(page, email);
    await type(page, email, 'free@sim.test');
    const password = form.getByLabel(en.form.password(), { exact: true });
    await tabTo(page, password);
    await type(page, password, seededPassword);
    await tabTo(page, form.getByRole('button', { name: en.login.submit() }));
    await press(page, 'Enter');
    await expect(page).toHaveURL('/members');
    await expect(page.getByRole('button', { name: en.topBar.accountMenu({ name: 'free' }) })).toBeVisible();
  });

  test('on a desktop: searches members by a filter and reaches the results', async ({ page }) => {
    const t = en.members;
    await loginAs(page, 'free');
    await page.goto('/members?gender=female');
    const filters = page.getByRole('region', { name: t.filters.title() });
    const minAge = filters.getByRole('button', { name: new RegExp(`${t.filters.minAge()}$`) });
    await tabTo(page, minAge);
    // The list opens on Enter; typing the age picks it, Enter chooses it.
    await press(page, 'Enter');
    await page.keyboard.type('30');
    await expectVisibleFocus(page);
    await press(page, 'Enter');
    await expect(minAge).toContainText('30');
    await expect(minAge).toBeFocused();
    await tabTo(page, filters.getByRole('button', { name: t.filters.search() }));
    await press(page, 'Enter');
    await expect(page).toHaveURL('/members?gender=female&min_age=30');
    const results = page.getByRole('list', { name: /members found$/ });
    await expect(results.getByRole('listitem')).toHaveCount(24);
    // On into the results: their first card, then the next page.
    await tabTo(page, results.getByRole('link').first());
    const next = page.getByRole('link', { name: t.paging.next() });
    await tabTo(page, next);
    await press(page, 'Enter');
    await expect(page).toHaveURL('/members?gender=female&min_age=30&page=2');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('on a desktop: opens a profile from the results', async ({ page }) => {
    await loginAs(page, 'free');
    const card = await womanNotLiked(page);
    await page.goto('/members?gender=female&country=GB');
    const link = page.getByRole('link', { name: new RegExp(`^Photo of ${card.name}`) }).first();
    await tabTo(page, link);
    await press(page, 'Enter');
    await expect(page).toHaveURL(`/members/${String(card.id)}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: en.memberView.nameAndAge({ name: card.name, age: card.age }),
      }),
    ).toBeVisible();
    // The profile's actions are reached from where the focus landed.
    await tabTo(page, page.getByRole('button', { name: en.memberView.actions.like() }));
  });

  test('on a desktop: likes a member and keeps the focus on the Like button while the server answers', async ({
    page,
    simulatedBackend,
  }) => {
    const t = en.memberView.actions;
    await loginAs(page, 'free');
    const card = await womanNotLiked(page);
    await page.goto(`/members/${String(card.id)}`);
    const like = page.getByRole('group', { name: t.label() }).getByRole('button', { name: t.like() });
    await tabTo(page, like);
    // A slow answer: the press must not take the focus away while it is awaited.
    await injectFault(simulatedBackend.origin, { operationId: 'likeMember', delayMs: 1_500, once: true });
    await press(page, 'Space');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toBeFocused();
    await expect(page.getByText(t.liked({ name: card.name }))).toBeVisible();
    await expect(like).toBeFocused();
    await expectVisibleFocus(page);
    // And back, with Enter this time.
    await press(page, 'Enter');
    await expect(page.getByText(t.unliked())).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toBeFocused();
  });

  test('on a desktop: opens a conversation, sends with the Send button and with Enter, and writes on', async ({
    page,
  }) => {
    const t = en.chat;
    await loginAs(page, 'premium');
    const chat = await firstChat(page);
    await page.goto('/chats');
    const row = page.getByRole('link', { name: new RegExp(chat.profile.name) }).first();
    await tabTo(page, row);
    await press(page, 'Enter');
    await expect(page).toHaveURL(`/chats/${String(chat.conversation.id)}`);
    const field = page.getByRole('textbox', { name: t.composer.label({ name: chat.profile.name }) });
    await tabTo(page, field);
    await type(page, field, 'Sent with the button');
    await tabTo(page, page.getByRole('button', { name: t.composer.send(), exact: true }));
    await press(page, 'Enter');
    await expect(page.getByText('Sent with the button')).toBeVisible();
    // The button turns disabled as the field empties: the focus is back in the field, not lost.
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await type(page, field, 'Sent with Enter');
    await press(page, 'Enter');
    await expect(page.getByText('Sent with Enter')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
  });

  test('on a desktop: buys credits, choosing the package and the method with the arrows', async ({
    page,
  }) => {
    const t = en.credits;
    await loginAs(page, 'free');
    await page.goto('/credits');
    const bundles = page.getByRole('radiogroup', { name: t.bundles.legend() });
    const popular = bundles.getByRole('radio', { name: /150 credits/ });
    await expect(popular).toBeChecked();
    await tabTo(page, popular);
    await arrowTo(page, bundles.getByRole('radio').first(), 'ArrowUp');
    await arrowTo(page, popular, 'ArrowDown');
    const methods = page.getByRole('radiogroup', { name: t.methods.legend() });
    await tabTo(page, methods.getByRole('radio').first());
    await arrowTo(page, methods.getByRole('radio', { name: /PayPal/ }));
    await tabTo(page, page.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) }));
    // Off to the provider, whose page the simulation stands in for.
    await page.keyboard.press('Enter');
    // The simulated provider's page: its Pay button, by keyboard, sends the member back.
    await expect(page).toHaveURL(/\/__sim\/provider\/pay_/);
    // The provider's page is not the site's: its focus is the provider's business, so it is only
    // reached by keyboard here.
    await tabToControl(page, page.getByRole('button', { name: /^Pay$/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    await expect(page.getByText(t.result.completedText({ count: 150 }))).toBeVisible();
    // From the result, the keyboard goes on.
    await press(page, 'Tab');
  });

  test('on a desktop: changes a notification setting, saves it, and goes on to the footer', async ({
    page,
  }) => {
    const t = en.notificationSettings.notificationPrefs;
    await loginAs(page, 'free');
    await page.goto('/notifications');
    const section = page.getByRole('region', { name: t.heading() });
    const emailPromotions = section.getByRole('switch', {
      name: t.emailSwitch({ type: t.types.promotions() }),
    });
    const before = await emailPromotions.isChecked();
    await tabTo(page, emailPromotions);
    await press(page, 'Space');
    await expect(emailPromotions).toBeChecked({ checked: !before });
    const save = section.getByRole('button', { name: t.save() });
    await tabTo(page, save);
    await press(page, 'Enter');
    await expect(section.getByRole('status').filter({ hasText: t.saved() })).toBeVisible();
    await expect(save).toBeFocused();
    const { data } = await contextClient(page.request).GET('/api/notification-settings.php');
    expect(data?.settings.email.promotions).toBe(!before);
    // Every stop from here to the page's last link, the footer's on its dark background, shows the focus.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link').last(), { most: 120 });
    // And Shift+Tab walks back the same way.
    await tabTo(page, save, { back: true, most: 120 });
  });
});
