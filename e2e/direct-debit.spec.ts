import type { Page } from '@playwright/test';
import { localeCookie } from '../src/domain/locales';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

/** The address the credits page sends a member to for the NL package of `credits` credits. */
const addressOf = async (page: Page, credits: number, country = 'NL') => {
  const { data } = await contextClient(page.request).GET('/api/credits.php', {
    params: { query: { country } },
  });
  const bundle = data?.bundles.find((offered) => offered.credits === credits);
  if (bundle === undefined) throw new Error(`no ${String(credits)}-credit package in ${country}`);
  return { path: `/directdebit?bundle_id=${String(bundle.id)}&country=${country}`, bundle };
};

/** SMS are never sent: the simulated server lists the codes it "sent" (GET /__sim/sms). */
const lastSmsCode = async (page: Page): Promise<string> => {
  const response = await page.request.get('/__sim/sms');
  const { sms } = (await response.json()) as { sms: { code: string }[] };
  const code = sms.at(-1)?.code;
  if (code === undefined) throw new Error('no SMS code was sent');
  return code;
};

const creditsOf = async (page: Page) => {
  const { data } = await contextClient(page.request).GET('/api/user.php');
  return data?.user.credits;
};

const axeClean = async (page: Page) => {
  expect(describeFindings(page.url(), await scanInPlace(page))).toBe('');
};

const details = {
  accountHolder: 'J. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Keizersgracht',
  houseNumber: '12A',
  postalCode: '1015 CJ',
  city: 'Amsterdam',
  mobile: '+31 6 12345678',
} as const;

test.describe('direct debit (issue 17 item 5)', () => {
  // The refusals are the journeys' subject: the browser logs each refused request.
  test.use({ expectApiErrors: true });

  test("on a smartphone: pays a package by SEPA direct debit by keyboard alone, after 'Code invalid' for a wrong code", async ({
    page,
  }) => {
    const t = translations('en').directDebit;
    await loginAs(page, 'free');
    const { path, bundle } = await addressOf(page, 60);
    await page.goto(path);
    const order = page.getByRole('region', { name: t.summary.heading() });
    await expect(order.getByText(t.summary.credits({ count: bundle.credits }))).toBeVisible();
    await axeClean(page);

    // Every field by Tab and typing, as a keyboard user fills it in.
    for (const [field, value] of Object.entries(details) as [keyof typeof details, string][]) {
      await tabTo(page, page.getByRole('textbox', { name: t.form[field]() }));
      await page.keyboard.type(value);
    }
    await expect(page.getByRole('textbox', { name: t.form.iban() })).toHaveValue('NL91 ABNA 0417 1643 00');
    await expect(page.getByText(t.form.ibanValid())).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: t.form.submit() }));
    await page.keyboard.press('Enter');

    const smsHeading = page.getByRole('heading', { name: t.sms.heading() });
    await expect(smsHeading).toBeFocused();
    await expect(page.getByText(t.sms.sentTo({ number: '+31 6 ****5678' }))).toBeVisible();
    await axeClean(page);

    const code = await lastSmsCode(page);
    const codeField = page.getByRole('textbox', { name: t.sms.code() });
    await tabTo(page, codeField);
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Code invalid', { exact: true })).toBeVisible();
    await expect(codeField).toBeFocused();
    await axeClean(page);
    expect(await creditsOf(page)).toBe(0);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: t.done.heading() });
    await expect(done).toBeFocused();
    await expect(page.getByText(t.done.credits({ count: bundle.credits }))).toBeVisible();
    expect(await creditsOf(page)).toBe(bundle.credits);
    await axeClean(page);

    const search = page
      .getByRole('region', { name: t.done.heading() })
      .getByRole('link', { name: t.done.search() });
    await tabTo(page, search);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/members');
  });

  test('on a desktop, in German: the day’s limit says when to try again, with a cheaper package and another method', async ({
    page,
    baseURL,
  }) => {
    const de = translations('de');
    const t = de.directDebit;
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    await loginAs(page, 'free');
    const { path, bundle } = await addressOf(page, 60, 'DE');
    const client = contextClient(page.request);
    for (let form = 0; form < 3; form += 1) {
      const { response } = await client.POST('/api/directdebit.php', {
        body: {
          account_holder: 'Erika Mustermann',
          iban: 'DE89370400440532013000',
          street: 'Hauptstraße',
          house_number: '1',
          postal_code: '10115',
          city: 'Berlin',
          mobile_number: '+4915123456789',
          bundle_id: bundle.id,
          country: 'DE',
        },
      });
      expect(response.status).toBe(201);
    }
    await page.goto(path);
    const iban = page.getByRole('textbox', { name: t.form.iban() });
    await expect(iban).toHaveAccessibleDescription(
      t.form.ibanLast({ masked: 'DE** **** **** **** ** 3000' }),
    );
    // The prefill keeps the address; the IBAN and the mobile number are typed again.
    await expect(page.getByRole('textbox', { name: t.form.city() })).toHaveValue('Berlin');
    await iban.fill('DE89 3704 0044 0532 0130 01');
    // Complete and wrong: said as typed, at the field.
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.form.ibanInvalid())).toBeVisible();
    await iban.fill('DE89370400440532013000');
    await page.getByRole('textbox', { name: t.form.mobile() }).fill('+49 151 23456789');
    await page.getByRole('button', { name: t.form.submit() }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(de.apiErrors.direct_debit_limit());
    await expect(alert).toContainText(t.refused.limitWhen({ when: 'in 24 Stunden' }));
    await expect(alert.getByRole('link', { name: t.links.cheaper() })).toHaveAttribute('href', '/credits');
    await expect(alert.getByRole('link', { name: t.links.otherMethod() })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await axeClean(page);
  });

  test('on a desktop: a member blocked for direct debit is told before the form, with the way to another method', async ({
    page,
  }) => {
    const t = translations('en');
    await loginAs(page, 'blocked');
    const { path } = await addressOf(page, 60);
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(t.apiErrors.direct_debit_blocked());
    await expect(page.getByRole('form')).toHaveCount(0);
    await expect(alert.getByRole('link', { name: t.directDebit.links.otherMethod() })).toHaveAttribute(
      'href',
      '/credits',
    );
  });
});
