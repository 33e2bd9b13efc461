import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { transactions } from '../../../mocks/db/commerce';
import { formatLongDate } from '../../lib/format-date';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.transactions;

beforeAll(async () => {
  await import('./transactions-page');
}, 30_000);

/** Credits the member spent on gifts, older than everything seeded, the newest first by id. */
const addSpends = async (count: number, memberId = persona('premium').id) => {
  for (let n = 1; n <= count; n += 1) {
    await transactions.create({
      id: 1000 + n,
      memberId,
      kind: 'spend',
      description: `Gift ${String(n)}`,
      credits: -5,
      amount: null,
      currency: null,
      paymentMethod: null,
      state: 'completed',
      orderId: null,
      createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)).toISOString(),
    });
  }
};

const list = () => screen.findByRole('list', { name: /transactions?$/ });
const lineLinks = async () => within(await list()).getAllByRole('link');
const lineAt = async (index: number) => {
  const link = (await lineLinks())[index];
  if (link === undefined) throw new Error(`no line ${String(index)}`);
  return within(link);
};

describe('/transactions', () => {
  it('lists the purchase with its credits, money, method, date and state, and links to it', async () => {
    await loginAs('premium');
    const [seeded] = transactions.findMany((q) => q.where({ memberId: persona('premium').id }));
    if (seeded === undefined) throw new Error('premium has no seeded purchase');
    await renderApp({ path: '/transactions' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.transactions() })).toBeVisible();
    expect((await lineLinks())[0]).toHaveAttribute('href', `/transactions/${String(seeded.id)}`);
    const line = await lineAt(0);
    expect(line.getByText(seeded.description)).toBeInTheDocument();
    expect(line.getByText(t.creditsAdded({ count: 150 }))).toHaveAttribute('data-negative', 'false');
    expect(line.getByText(`${t.kind.purchase()} · Visa`)).toBeInTheDocument();
    expect(line.getByText('£44.99')).toBeInTheDocument();
    expect(line.getByText(formatLongDate(seeded.createdAt, 'en'))).toBeInTheDocument();
    expect(line.getByText(t.state.completed())).toBeInTheDocument();
    expect(screen.getByText(t.list.count({ count: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.list.showMore() })).not.toBeInTheDocument();
  });

  it('writes credits spent with a minus and without money or method', async () => {
    await loginAs('premium');
    await addSpends(1);
    await renderApp({ path: '/transactions' });
    expect(await lineLinks()).toHaveLength(2);
    const spend = await lineAt(1);
    expect(spend.getByText(t.creditsTaken({ count: 5 }))).toHaveAttribute('data-negative', 'true');
    expect(spend.getByText(t.kind.spend())).toBeInTheDocument();
    expect(spend.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('holds the list’s room with skeleton lines while it loads', async () => {
    await loginAs('premium');
    simulation.fault({ operationId: 'getTransactions', delayMs: 600, once: true });
    await renderApp({ path: '/transactions' });
    const loading = await screen.findByText(LL.common.loading());
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    // The skeleton is no list to assistive technology, only room held.
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
    expect(await lineLinks()).toHaveLength(1);
    expect(screen.queryByText(LL.common.loading())).not.toBeInTheDocument();
  });

  it('says what to do next when there is nothing yet', async () => {
    await loginAs('free');
    await renderApp({ path: '/transactions' });
    expect(await screen.findByText(t.list.empty())).toBeVisible();
    expect(screen.getByRole('link', { name: t.list.emptyAction() })).toHaveAttribute('href', '/credits');
  });

  it('shows more below the lines shown, and the keyboard goes on from the first new one', async () => {
    await loginAs('premium');
    await addSpends(24);
    const { user } = await renderApp({ path: '/transactions' });
    expect(await lineLinks()).toHaveLength(20);
    expect(screen.getByText(t.list.shown({ shown: 20, total: 25 }))).toBeInTheDocument();
    const first = (await lineLinks())[0];
    // The next page is held back a moment: the lines shown stay, skeleton lines come below them.
    simulation.fault({ operationId: 'getTransactions', delayMs: 400, once: true });
    await user.click(screen.getByRole('button', { name: t.list.showMore() }));
    await waitFor(() => {
      expect(screen.getByRole('list', { name: t.list.count({ count: 25 }) })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    });
    expect((await lineLinks())[0]).toBe(first);
    await waitFor(async () => {
      expect(await lineLinks()).toHaveLength(25);
    });
    const links = await lineLinks();
    expect(links[0]).toBe(first);
    await waitFor(() => {
      expect(links[20]).toHaveFocus();
    });
    expect(links[24]).toHaveAttribute('href', '/transactions/1001');
    expect(screen.queryByRole('button', { name: t.list.showMore() })).not.toBeInTheDocument();
  });

  it('keeps the lines shown when the next page fails, and tries again', async () => {
    await loginAs('premium');
    await addSpends(24);
    const { user } = await renderApp({ path: '/transactions' });
    expect(await lineLinks()).toHaveLength(20);
    simulation.fault({ operationId: 'getTransactions', status: 500, code: 'server_error' });
    await user.click(screen.getByRole('button', { name: t.list.showMore() }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      `${t.list.moreFailed()} ${LL.apiErrors.server_error()}`,
    );
    expect(await lineLinks()).toHaveLength(20);
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.list.retry() }));
    await waitFor(async () => {
      expect(await lineLinks()).toHaveLength(25);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the list failed, never a blank screen, and tries again', async () => {
    await loginAs('premium');
    simulation.fault({ operationId: 'getTransactions', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: '/transactions' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      `${t.list.loadFailed()} ${LL.apiErrors.server_error()}`,
    );
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.list.retry() }));
    expect(await lineLinks()).toHaveLength(1);
  });
});
