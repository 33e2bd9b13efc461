import type { BrowserContext, Locator, Page } from '@playwright/test';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');

type Locale = 'en' | 'de' | 'fi';

/** The language the member reads in, as the language menu leaves it (the locale cookie). */
const readIn = async (context: BrowserContext, baseURL: string | undefined, locale: Locale) => {
  if (baseURL === undefined) throw new Error('the journeys run against a base URL');
  await context.addCookies([{ name: localeCookie.name, value: locale, url: baseURL }]);
};

/** The signup of this tab stopped at `step` after the account was made (decision 007). */
const signupLeftAt = async (page: Page, step: number) => {
  await page.addInitScript((at) => {
    if (window.sessionStorage.getItem('signup-progress') === null) {
      window.sessionStorage.setItem(
        'signup-progress',
        JSON.stringify({ step: at, draft: {}, started: true }),
      );
    }
  }, step);
};

/** Where an element is drawn, in CSS pixels of the page. */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, bottom } = element.getBoundingClientRect();
    return { left, top, bottom };
  });

const signupDialog = (page: Page) => page.getByRole('dialog', { name: en.signupEntry.title() });

/** Opens the signup modal from the top bar with the keyboard, as the control that opens it. */
const openSignupFromTopBar = async (page: Page) => {
  const opener = page.getByRole('banner').getByRole('button', { name: en.topBar.signup() });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(signupDialog(page).getByRole('form', { name: en.signup.formLabel() })).toBeVisible();
  return opener;
};

/** Step 0, filled in and sent: the account exists afterwards. */
const createAccount = async (page: Page, dialog: Locator, email: string) => {
  await dialog.getByRole('textbox', { name: en.form.email() }).fill(email);
  await dialog.getByRole('textbox', { name: en.signup.username() }).fill('Resumer');
  await dialog.getByLabel(en.form.password(), { exact: true }).fill('correct-horse-42');
  await dialog.getByRole('textbox', { name: en.signup.day() }).fill('14');
  await dialog.getByRole('button', { name: new RegExp(en.signup.month()) }).click();
  await page.getByRole('option', { name: 'May' }).click();
  await dialog.getByRole('textbox', { name: en.signup.year() }).fill('1987');
  await dialog.getByRole('button', { name: en.signup.submit() }).click();
  await expect(dialog.getByText(en.signupSteps.stepOf({ step: 1, total: 4 }))).toBeVisible();
};

test.describe('the end of the signup', () => {
  for (const locale of ['en', 'de', 'fi'] as const) {
    test(`"Your matches" stays after the complete step on a smartphone (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const LL = translations(locale);
      await readIn(context, baseURL, locale);
      await loginAs(page, 'unconfirmed');
      await signupLeftAt(page, 5);
      await page.goto('/signup');
      await page.getByRole('button', { name: LL.signupSteps.completeContinue() }).click();
      await expect(page.getByRole('heading', { level: 1, name: LL.signupMatches.title() })).toBeVisible();
      await expect(page.getByRole('list', { name: LL.signupMatches.title() })).toBeVisible();
      // The signup page no longer sends the member on once the matches screen is there.
      await expect(page).toHaveURL('/signup-matches');
      // The signup is over: nothing offers to go on with it.
      await expect(page.getByRole('link', { name: LL.signupResume.action() })).toHaveCount(0);
    });
  }
});

test.describe('back into an unfinished signup', () => {
  test('after closing the modal with ×, the reminder and the account menu lead back; the focus is not lost, on a desktop', async ({
    page,
  }) => {
    await page.goto('/');
    let opener = await openSignupFromTopBar(page);
    // Closed before the account: the focus goes back to the top bar's "Sign up".
    await signupDialog(page).getByRole('button', { name: en.ui.close() }).click();
    await expect(signupDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();

    opener = await openSignupFromTopBar(page);
    await createAccount(page, signupDialog(page), 'resume.member@example.com');
    await expect(page).toHaveURL('/members');
    await signupDialog(page).getByRole('button', { name: en.ui.close() }).click();
    await expect(signupDialog(page)).toBeHidden();

    // The top bar's "Sign up" went with the account: the focus goes to the way back instead.
    const resume = page.getByRole('link', { name: en.signupResume.action() });
    await expect(resume).toBeVisible();
    await expect(page.getByText(en.signupResume.title())).toBeVisible();
    await expect(resume).toBeFocused();

    // A reload keeps the offer (the progress lives in the tab).
    await page.reload();
    await expect(resume).toBeVisible();
    await page.getByRole('button', { name: en.topBar.accountMenu({ name: 'Resumer' }) }).click();
    const menuEntry = page.getByRole('menuitem', { name: en.topBar.continueSignup() });
    await expect(menuEntry).toBeVisible();
    await menuEntry.click();
    await expect(page).toHaveURL('/complete-signup');
    await expect(page.getByText(en.signupSteps.stepOf({ step: 1, total: 4 }))).toBeVisible();
    // On the signup itself, it is not offered again.
    await expect(resume).toHaveCount(0);
  });

  test('a member without unfinished steps is offered none, on a desktop', async ({ page }) => {
    await loginAs(page, 'free');
    await page.goto('/members');
    await page.getByRole('button', { name: /account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: en.topBar.myProfile() })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: en.topBar.continueSignup() })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en.signupResume.action() })).toHaveCount(0);
  });
});

test.describe('"Already a member? Log in" in the signup modal', () => {
  test('closes the modal on the login screen too, on a desktop', async ({ page }) => {
    await page.goto('/login');
    await openSignupFromTopBar(page);
    await signupDialog(page).getByRole('link', { name: en.signup.logIn() }).click();
    await expect(signupDialog(page)).toBeHidden();
    await expect(page.getByRole('form', { name: en.routes.login() })).toBeVisible();
  });
});

test.describe('the unconfirmed-e-mail banner', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`has "Send the e-mail again" as an action below its sentence on a smartphone (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const LL = translations(locale);
      await readIn(context, baseURL, locale);
      await loginAs(page, 'unconfirmed');
      await page.goto('/members');
      const sentence = page.getByText(LL.activationReminder.text({ email: 'unconfirmed@sim.test' }));
      const resend = page.getByRole('button', { name: LL.activationReminder.resend() });
      await expect(sentence).toBeVisible();
      await expect(resend).toBeVisible();
      const text = await boxOf(sentence);
      const button = await boxOf(resend);
      // A row of its own under the sentence, starting where the sentence starts.
      expect(button.top).toBeGreaterThanOrEqual(text.bottom);
      expect(Math.abs(button.left - text.left)).toBeLessThan(2);
    });
  }
});
