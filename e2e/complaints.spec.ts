import type { Page } from '@playwright/test';
import { complaints } from '../mocks/db/auth';
import { complaintMessageMaxLength } from '../src/features/complaints/complaint-rules';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { describeFindings, scanInPlace } from './axe';
import { injectFault } from './faults';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';

type Texts = ReturnType<typeof translations>['complaints'];

const expectNoAxeFindings = async (page: Page) => {
  expect(describeFindings(page.url(), await scanInPlace(page))).toBe('');
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fieldOf = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The subject's button is named by its value and its label. */
const subjectOf = (page: Page, texts: Texts) =>
  page.getByRole('button', { name: new RegExp(`${escapeRegExp(texts.subject())}$`) });

const confirmationOf = (page: Page, texts: Texts) => page.getByRole('region', { name: texts.sent.heading() });

test.describe('complaints (issue 19 item 5)', () => {
  test('on a smartphone: a visitor comes from the footer and files a complaint by keyboard alone', async ({
    page,
  }) => {
    const en = translations('en');
    const t = en.complaints;
    await page.goto('/lang-config');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: en.footer.complaints() });
    await tabTo(page, footerLink, 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/complaints');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.complaints() })).toBeVisible();

    const name = '<b>Anna</b> <script>alert(1)</script>';
    await tabTo(page, fieldOf(page, t.name()));
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(fieldOf(page, t.email())).toBeFocused();
    await page.keyboard.type('anna@example.com');
    await page.keyboard.press('Tab');
    const subject = subjectOf(page, t);
    await expect(subject).toBeFocused();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await page.keyboard.type(t.subjects.abuse().slice(0, 4));
    await expect(listbox.getByRole('option', { name: t.subjects.abuse() })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(subject).toContainText(t.subjects.abuse());

    // Sent without the complaint itself: the form says so there, and the focus goes to it.
    const send = page.getByRole('button', { name: t.send() });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const message = fieldOf(page, t.message());
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeFindings(page);

    await page.keyboard.type('A member keeps sending me offensive messages.');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const sent = confirmationOf(page, t);
    await expect(sent).toBeFocused();
    const filed = complaints.all();
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ name, email: 'anna@example.com', subject: 'abuse', memberId: null });
    await expect(sent).toContainText(t.sent.reference({ reference: String(filed[0]?.id) }));
    await expect(sent).toContainText(t.sent.next({ email: 'anna@example.com' }));
    // The name typed as markup was never shown as markup.
    await expect(page.locator('main b, main script')).toHaveCount(0);
    await expectNoAxeFindings(page);
  });

  test.describe('refusals and failures', () => {
    // The server's 503 is logged by the browser as a failed resource, as expected here.
    test.use({ expectApiErrors: true });

    test('on a desktop: in German, a 10,000-character complaint and a failed request keep everything typed', async ({
      page,
      baseURL,
      simulatedBackend,
    }) => {
      const de = translations('de').complaints;
      await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
      await page.goto('/complaints');
      await fieldOf(page, de.name()).fill('Anna Schmidt');
      await fieldOf(page, de.email()).fill('anna@example.com');
      await subjectOf(page, de).click();
      await page.getByRole('option', { name: de.subjects.billing() }).click();
      const message = fieldOf(page, de.message());
      const long = 'x'.repeat(10_000);
      await message.fill(long);
      await page.getByRole('button', { name: de.send() }).click();
      await expect(message).toBeFocused();
      await expect(
        page.getByText(
          de.messageTooLong({ over: 10_000 - complaintMessageMaxLength, max: complaintMessageMaxLength }),
        ),
      ).toBeVisible();
      await expect(message).toHaveValue(long);
      await expectNoAxeFindings(page);

      // The server fails every attempt: after the app's retries, the member hears it and keeps the form.
      await injectFault(simulatedBackend.origin, {
        operationId: 'submitComplaint',
        status: 503,
        code: 'server_error',
      });
      const text = 'Mir wurde ein Paket zweimal berechnet.';
      await message.fill(text);
      await page.getByRole('button', { name: de.send() }).click();
      await expect(page.getByRole('alert').filter({ hasText: de.failed() })).toBeVisible({ timeout: 20_000 });
      await expect(message).toHaveValue(text);
      await expect(fieldOf(page, de.name())).toHaveValue('Anna Schmidt');
      await expect(subjectOf(page, de)).toContainText(de.subjects.billing());
      expect(complaints.all()).toHaveLength(0);
      await expectNoAxeFindings(page);

      expect((await fetch(`${simulatedBackend.origin}/__sim/faults`, { method: 'DELETE' })).ok).toBe(true);
      await page.getByRole('button', { name: de.send() }).click();
      const sent = confirmationOf(page, de);
      await expect(sent).toBeFocused();
      const filed = complaints.all();
      expect(filed).toHaveLength(1);
      await expect(sent).toContainText(de.sent.reference({ reference: String(filed[0]?.id) }));
    });
  });
});
