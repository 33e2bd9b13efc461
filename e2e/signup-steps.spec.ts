import type { Page } from '@playwright/test';
import { members } from '../mocks/db/members';
import { photos } from '../mocks/db/photos';
import { personaIds } from '../mocks/seed/personas';
import { translations } from '../tests/utils/i18n';
import { describeFindings, scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const LL = translations('en');
const t = LL.signupSteps;
const where = LL.signupLocation;

/** A real 1×1 PNG, so the browser can show the preview. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const newMember = () => {
  const member = members.findFirst((q) => q.where({ id: personaIds.new }));
  if (member === undefined) throw new Error('persona new is not seeded');
  return member;
};

/** Each step is a screen of its own inside one page, so each is scanned where it stands. */
const expectAccessible = async (page: Page) => {
  const findings = await scanInPlace(page);
  expect(describeFindings(page.url(), findings)).toBe('');
};

const aboutText = 'Loves <b>hiking</b> 🥾 and cooking';

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('a new member completes the signup steps', () => {
  test('photo, location by keyboard, about you and notifications, then the complete step', async ({
    page,
  }) => {
    await loginAs(page, 'new');
    await page.goto('/complete-signup');

    // Step 1: a photo, chosen with the browser's file chooser.
    await expect(stepHeading(page, LL.signupPhoto.title())).toBeVisible();
    await expect(page.getByText(t.stepOf({ step: 1, total: 4 }))).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: LL.signupPhoto.browse() }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect(page.getByText(LL.signupPhoto.chosen({ name: 'me.png' }))).toBeVisible();
    await expect(page.getByRole('img', { name: LL.signupPhoto.previewAlt() })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: LL.signupPhoto.save() }).click();

    // Step 2: the location, by keyboard alone.
    const locationHeading = stepHeading(page, where.title());
    await expect(locationHeading).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: where.useMyLocation() })).toBeFocused();
    await page.keyboard.press('Tab');
    const country = page.getByRole('button', { name: new RegExp(`${where.country()}$`) });
    await expect(country).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Netherlands');
    await page.keyboard.press('Enter');
    await expect(country).toHaveText(/Netherlands/);
    await expect(country).toBeFocused();
    await page.keyboard.press('Tab');
    const province = page.getByRole('button', { name: new RegExp(`${where.regionLabels.province()}$`) });
    await expect(province).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('Utrecht');
    await page.keyboard.press('Enter');
    await expect(province).toHaveText(/Utrecht/);
    // The list hands the focus back to its button as it closes; a Tab before that starts elsewhere.
    await expect(province).toBeFocused();
    await page.keyboard.press('Tab');
    const city = page.getByRole('textbox', { name: where.city() });
    await expect(city).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('  Utrecht  ');
    await page.keyboard.press('Enter');

    // Step 3: about you.
    await expect(stepHeading(page, t.aboutTitle())).toBeFocused();
    await page.getByRole('button', { name: new RegExp(`${t.aboutHairColor()}$`) }).click();
    await page.getByRole('option', { name: t.aboutHairColors.red() }).click();
    await page.getByRole('button', { name: new RegExp(`${t.aboutRelationshipStatus()}$`) }).click();
    await page.getByRole('option', { name: t.aboutRelationshipStatuses.divorced() }).click();
    const aboutMe = page.getByRole('textbox', { name: t.aboutMe() });
    await aboutMe.fill(aboutText);
    await expect(aboutMe).toHaveAccessibleDescription(
      // Counted as the contract counts: the emoji is one character.
      new RegExp(LL.form.characterCount({ count: Array.from(aboutText).length, max: 2000 })),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: t.aboutSave() }).click();

    // Step 4: notifications; this browser was given no permission, so the member hears why.
    await expect(stepHeading(page, t.pushTitle())).toBeFocused();
    await expect(page.getByText(t.pushWhy())).toBeVisible();
    await page.getByRole('button', { name: t.pushTurnOn() }).click();
    await expect(page.getByText(t.pushBlocked())).toBeVisible();
    await expectAccessible(page);
    // The answer has the focus; the next stop is the way on.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.pushContinue() })).toBeFocused();
    await page.keyboard.press('Enter');

    // The complete step asks to confirm the e-mail address.
    await expect(stepHeading(page, t.completeTitle())).toBeVisible();

    const member = newMember();
    expect(member).toMatchObject({
      country: 'NL',
      region: 'Utrecht',
      city: 'Utrecht',
      hairColor: 'red',
      relationshipStatus: 'divorced',
      aboutMe: aboutText,
      pushSubscribed: false,
    });
    const uploaded = photos.findMany((q) => q.where({ memberId: member.id }));
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toMatchObject({ status: 'pending', isMain: true });
  });
});

test.describe('the location from the browser', () => {
  test.use({ geolocation: { latitude: 52.37, longitude: 4.9 }, permissions: ['geolocation'] });

  test('fills in the place of the position, and saves it with the position', async ({ page, context }) => {
    await context.addInitScript(() => {
      window.sessionStorage.setItem(
        'signup-progress',
        JSON.stringify({
          step: 2,
          draft: { email: '', name: '', dateOfBirth: '', signupMessage: '' },
          started: true,
        }),
      );
    });
    await loginAs(page, 'new');
    await page.goto('/complete-signup');
    await expect(stepHeading(page, where.title())).toBeVisible();
    await page.getByRole('button', { name: where.useMyLocation() }).click();
    await expect(page.getByText(where.located())).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`${where.country()}$`) })).toHaveText(
      /Netherlands/,
    );
    await expect(
      page.getByRole('button', { name: new RegExp(`${where.regionLabels.province()}$`) }),
    ).toHaveText(/Noord-Holland/);
    await expect(page.getByRole('textbox', { name: where.city() })).toHaveValue('Amsterdam');
    await page.getByRole('button', { name: where.save() }).click();
    await expect(stepHeading(page, t.aboutTitle())).toBeVisible();
    expect(newMember()).toMatchObject({
      country: 'NL',
      region: 'Noord-Holland',
      city: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.9,
    });
  });
});
