import type { Page } from '@playwright/test';
import type { GetTransactions200 } from '../generated/model';
import { idempotencyKey } from '../scenarios/api-client';
import { localeCookie } from '../src/domain/locales';
import { formatMoney } from '../src/lib/format-money';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanInPlace } from './axe';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const transactionsOf = async (page: Page): Promise<GetTransactions200> => {
  const { data } = await contextClient(page.request).GET('/api/transactions.php');
  if (data === undefined) throw new Error('no transactions answer');
  return data;
};

/** Premium buys the smallest GB bundle with her stored card, as repeat order does: paid at once. */
const buyWithStoredCard = async (page: Page) => {
  const client = contextClient(page.request);
  const { data: pricing } = await client.GET('/api/pricing.php', { params: { query: { country: 'GB' } } });
  const { data: site } = await client.GET('/api/settings.php');
  const bundle = pricing?.bundles[0];
  if (bundle === undefined || site === undefined) throw new Error('no bundle or site settings');
  const { data } = await client.POST('/api/order.php', {
    body: {
      bundle_id: bundle.id,
      payment_method: 'visa',
      use_stored_card: true,
      country: 'GB',
      return_url: `https://${site.settings.domain}/payment/result`,
    },
    params: { header: { 'Idempotency-Key': idempotencyKey('transactions-journey') } },
  });
  if (data?.payment.state !== 'completed') throw new Error('the stored card did not pay');
  return data.order;
};

/** Premium's seeded purchase (150 credits with her Visa card) and what the list counts in all. */
const seededPurchase = async (page: Page) => {
  const { transactions, num_results: total } = await transactionsOf(page);
  const purchase = transactions.find((line) => line.kind === 'purchase');
  if (purchase?.amount == null) throw new Error('premium has no paid purchase');
  return { purchase, paid: formatMoney(purchase.amount.amount, purchase.amount.currency, 'en'), total };
};

const expectNoAxeFindings = async (page: Page) => {
  expect(describeFindings(page.url(), await scanInPlace(page))).toBe('');
};

test.describe('transactions (issue 17)', () => {
  test('on a smartphone: premium finds her purchase and opens its invoice by keyboard alone', async ({
    page,
  }) => {
    const t = translations('en').transactions;
    await loginAs(page, 'premium');
    const { purchase, paid, total } = await seededPurchase(page);

    await page.goto('/transactions');
    const list = page.getByRole('list', { name: t.list.count({ count: total }) });
    const line = list.getByRole('link').filter({ hasText: t.creditsAdded({ count: purchase.credits }) });
    await expect(line).toHaveAttribute('href', `/transactions/${String(purchase.id)}`);
    await expect(line).toContainText(paid);
    await expect(line).toContainText(`${t.kind.purchase()} · Visa`);
    await expect(line).toContainText(t.state.completed());
    await expectNoAxeFindings(page);

    await tabTo(page, line);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/transactions/${String(purchase.id)}`);
    const invoice = page.getByRole('region', { name: t.detail.invoice.title() });
    await expect(invoice).toContainText('Sim Media B.V.');
    await expect(invoice).toContainText(/INV-\d{4}-\d{6}/);
    await expect(page.getByRole('region', { name: t.detail.order.title() })).toContainText(
      t.creditsCount({ count: purchase.credits }),
    );
    await expectNoAxeFindings(page);

    await tabTo(page, page.getByRole('link', { name: t.detail.back() }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/transactions');
    await expect(line).toBeVisible();
  });

  test('on a desktop, in German: a purchase made a moment ago is on top, with its order and invoice', async ({
    page,
    baseURL,
  }) => {
    const t = translations('de').transactions;
    await page.context().addCookies([{ name: localeCookie.name, value: 'de', url: baseURL ?? '' }]);
    await loginAs(page, 'premium');
    const before = await transactionsOf(page);
    const order = await buyWithStoredCard(page);

    await page.goto('/transactions');
    const list = page.getByRole('list', { name: t.list.count({ count: before.num_results + 1 }) });
    const newest = list.getByRole('link').first();
    await expect(newest).toContainText(t.creditsAdded({ count: order.credits }));
    await expect(newest).toContainText(t.state.completed());
    await expectNoAxeFindings(page);

    await newest.click();
    const orderPart = page.getByRole('region', { name: t.detail.order.title() });
    await expect(orderPart).toContainText(order.id);
    await expect(orderPart).toContainText(t.creditsCount({ count: order.credits }));
    await expect(page.getByRole('region', { name: t.detail.invoice.title() })).toContainText(
      'Sim Media B.V.',
    );
    await expectNoAxeFindings(page);
  });
});
