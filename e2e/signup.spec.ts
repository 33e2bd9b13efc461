import type { Locator, Page } from '@playwright/test';
import { configureSite } from '../mocks/db/site-settings';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';

const en = translations('en');

// Spec §5 fixes this text in English.
const emailTaken = 'This email address already owns an account on this website';

const stepOf = (step: number) => en.signupSteps.stepOf({ step, total: 4 });

/** Presses Tab until `target` has the focus, as a keyboard user moves through a form. */
const tabTo = async (page: Page, target: Locator) => {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

const fieldsIn = (scope: Locator) => ({
  email: scope.getByRole('textbox', { name: en.form.email() }),
  name: scope.getByRole('textbox', { name: en.signup.username() }),
  password: scope.getByLabel(en.form.password(), { exact: true }),
  day: scope.getByRole('textbox', { name: en.signup.day() }),
  month: scope.getByRole('button', { name: new RegExp(en.signup.month()) }),
  year: scope.getByRole('textbox', { name: en.signup.year() }),
  message: scope.getByRole('textbox', { name: en.signup.signupMessage() }),
  submit: scope.getByRole('button', { name: en.signup.submit() }),
});

/** Step 0 from its first field to the submit, with the keyboard alone. */
const typeAccount = async (page: Page, scope: Locator, email: string) => {
  const fields = fieldsIn(scope);
  await tabTo(page, fields.email);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(fields.name).toBeFocused();
  await page.keyboard.type('Anna87');
  await page.keyboard.press('Tab');
  await page.keyboard.type('correct-horse-42');
  await page.keyboard.press('Tab');
  await expect(fields.day).toBeFocused();
  await page.keyboard.type('14');
  await page.keyboard.press('Tab');
  await expect(fields.month).toBeFocused();
  // The month list opens with Enter and picks a month by typing its name.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('May');
  await page.keyboard.press('Enter');
  await expect(fields.month).toContainText('May');
  // The list closes and hands the focus back to the month button a moment later; a keyboard
  // user sees where the focus is before pressing Tab, and so does this journey.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(fields.month).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(fields.year).toBeFocused();
  await page.keyboard.type('1987');
  await page.keyboard.press('Tab');
  await expect(fields.message).toBeFocused();
  await page.keyboard.type('Looking for someone to share weekends with.');
  await page.keyboard.press('Tab');
  await expect(fields.submit).toBeFocused();
};

// Whole forms typed key by key, then every visited page scanned: longer than most journeys.
test.describe.configure({ timeout: 60_000 });

test.describe('signup on a desktop (modal)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const openFromTopBar = async (page: Page) => {
    const signup = page.getByRole('banner').getByRole('button', { name: en.topBar.signup() });
    await signup.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: en.signupEntry.title() });
    await expect(dialog.getByRole('form', { name: en.signup.formLabel() })).toBeVisible();
    return dialog;
  };

  test('from the top bar by keyboard through step 0 into step 1, kept open on the way to the members area', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openFromTopBar(page);
    await typeAccount(page, dialog, 'new.member@example.com');
    await page.keyboard.press('Enter');

    await expect(dialog.getByText(stepOf(1))).toBeVisible();
    // The account exists: the access gate moved the new member on, the signup stayed.
    await expect(page).toHaveURL('/members');
    await page.keyboard.press('Escape');
    await expect(dialog.getByText(stepOf(1))).toBeVisible();
  });

  test('closed and opened again, it keeps what was typed; after the account, the page keeps the step', async ({
    page,
  }) => {
    await page.goto('/pricing');
    let dialog = await openFromTopBar(page);
    let fields = fieldsIn(dialog);
    await fields.email.fill('kept@example.com');
    await fields.name.fill('KeptName');
    await dialog.getByRole('button', { name: en.ui.close() }).click();
    await expect(dialog).toBeHidden();

    dialog = await openFromTopBar(page);
    fields = fieldsIn(dialog);
    await expect(fields.email).toHaveValue('kept@example.com');
    await expect(fields.name).toHaveValue('KeptName');

    // A reload keeps it too (the password excepted, which never leaves memory).
    await page.reload();
    dialog = await openFromTopBar(page);
    await expect(fieldsIn(dialog).email).toHaveValue('kept@example.com');

    await fieldsIn(dialog).email.fill('');
    await typeAccount(page, dialog, 'kept@example.com');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(stepOf(1))).toBeVisible();
    await dialog.getByRole('button', { name: en.ui.close() }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.signup() })).toBeVisible();
    await expect(page.getByText(stepOf(1))).toBeVisible();
  });

  test('an address that owns an account offers login', async ({ page }) => {
    await page.goto('/pricing');
    const dialog = await openFromTopBar(page);
    const fields = fieldsIn(dialog);
    await fields.email.fill('free@sim.test');
    await fields.email.press('Tab');
    await expect(fields.email).toHaveAccessibleDescription(emailTaken);
    await dialog.getByRole('link', { name: en.signup.logIn() }).first().click();
    await expect(page).toHaveURL('/login');
    await expect(dialog).toBeHidden();
  });

  test.describe('refusals the server answers', () => {
    // The browser logs the 409 of the signup.
    test.use({ expectApiErrors: true });

    test('an account pending deletion is offered reactivation', async ({ page }) => {
      await page.goto('/pricing');
      const dialog = await openFromTopBar(page);
      await typeAccount(page, dialog, 'deleted@sim.test');
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('heading', { name: en.login.reactivation.title() })).toBeVisible();
      await expect(fieldsIn(dialog).email).toHaveValue('deleted@sim.test');
    });
  });

  test('with signups from a traffic source only, a visitor without one is told signup is not open', async ({
    page,
  }) => {
    configureSite({ signups: 'with_trafficsource' });
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: en.topBar.signup() }).click();
    const dialog = page.getByRole('dialog', { name: en.signupEntry.title() });
    await expect(dialog.getByText(en.signup.closedTitle())).toBeVisible();
    await expect(dialog.getByRole('form')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: en.signup.logIn() })).toBeVisible();
  });

  test('with signups from a traffic source only, a visitor from a partner link signs up', async ({
    page,
  }) => {
    configureSite({ signups: 'with_trafficsource' });
    await page.goto('/pricing?network=partner-7&sub1=banner-3');
    const dialog = await openFromTopBar(page);
    await typeAccount(page, dialog, 'partner.visitor@example.com');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(stepOf(1))).toBeVisible();
  });
});

test.describe('signup on a smartphone (page)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens as the signup page, and step 0 leads to step 1 there', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('banner').getByRole('button', { name: en.topBar.signup() }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.signup() })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const main = page.getByRole('main');
    await typeAccount(page, main, 'phone.member@example.com');
    await page.keyboard.press('Enter');
    await expect(main.getByText(stepOf(1))).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });
});
