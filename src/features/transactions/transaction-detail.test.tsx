import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { orders, transactions } from '../../../mocks/db/commerce';
import { formatLongDate } from '../../lib/format-date';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.transactions;
const d = t.detail;

beforeAll(async () => {
  await import('./transactions-page');
}, 30_000);

/** premium's seeded purchase: 150 credits for £44.99 with her card, no discount. */
const seededPurchase = () => {
  const [line] = transactions.findMany((q) => q.where({ memberId: persona('premium').id }));
  if (line === undefined) throw new Error('premium has no seeded purchase');
  return line;
};

/** The value a term of the page's facts has. */
const valueOf = (section: HTMLElement, term: string) => {
  const dt = within(section).getByText(term, { selector: 'dt' });
  const dd = dt.parentElement?.querySelector('dd');
  if (dd == null) throw new Error(`no value for ${term}`);
  return dd;
};

const section = (name: string) => screen.findByRole('region', { name });

describe('/transactions/{id}', () => {
  it('shows the purchase with its order and invoice, and the way back', async () => {
    await loginAs('premium');
    const line = seededPurchase();
    await renderApp({ path: `/transactions/${String(line.id)}` });
    const facts = await section(line.description);
    expect(valueOf(facts, d.date())).toHaveTextContent(formatLongDate(line.createdAt, 'en'));
    expect(valueOf(facts, d.kind())).toHaveTextContent(t.kind.purchase());
    expect(valueOf(facts, d.credits())).toHaveTextContent(t.creditsAdded({ count: 150 }));
    expect(valueOf(facts, d.amount())).toHaveTextContent('£44.99');
    expect(valueOf(facts, d.method())).toHaveTextContent('Visa');
    expect(valueOf(facts, d.state())).toHaveTextContent(t.state.completed());

    const order = await section(d.order.title());
    expect(valueOf(order, d.order.number())).toHaveTextContent('ord_seed000001');
    expect(valueOf(order, d.order.bundle())).toHaveTextContent(t.creditsCount({ count: 150 }));
    expect(valueOf(order, d.order.price())).toHaveTextContent('£44.99');
    expect(valueOf(order, d.order.total())).toHaveTextContent('£44.99');
    expect(within(order).queryByText(d.order.discount())).not.toBeInTheDocument();

    const invoice = await section(d.invoice.title());
    expect(valueOf(invoice, d.invoice.number())).toHaveTextContent(/^INV-\d{4}-000001$/);
    expect(valueOf(invoice, d.invoice.company())).toHaveTextContent('Sim Media B.V.');
    expect(valueOf(invoice, d.invoice.vatNumber())).toHaveTextContent('NL123456789B01');
    expect(screen.getByRole('link', { name: d.back() })).toHaveAttribute('href', '/transactions');
  });

  it('shows the discount code with its share and amount', async () => {
    await loginAs('premium');
    const memberId = persona('premium').id;
    const at = new Date(Date.UTC(2026, 2, 1, 10)).toISOString();
    await orders.create({
      id: 'ord_TestDiscount1',
      memberId,
      bundleId: 1,
      credits: 150,
      amount: 49.95,
      currency: 'EUR',
      discountCode: 'TIMEBONUS25',
      discountPercentage: 25,
      total: 37.46,
      paymentMethod: 'ideal',
      createdAt: at,
    });
    await transactions.create({
      id: 500,
      memberId,
      kind: 'purchase',
      description: '150 credits',
      credits: 150,
      amount: 37.46,
      currency: 'EUR',
      paymentMethod: 'ideal',
      state: 'pending',
      orderId: 'ord_TestDiscount1',
      createdAt: at,
    });
    await renderApp({ path: '/transactions/500' });
    const order = await section(d.order.title());
    expect(valueOf(order, d.order.discount())).toHaveTextContent(
      d.order.discountValue({ code: 'TIMEBONUS25', percentage: '25%', amount: '€12.49' }),
    );
    expect(valueOf(order, d.order.total())).toHaveTextContent('€37.46');
    expect(valueOf(order, d.order.created())).toHaveTextContent(formatLongDate(at, 'en'));
    expect(valueOf(await section('150 credits'), d.state())).toHaveTextContent(t.state.pending());
    expect(valueOf(await section('150 credits'), d.method())).toHaveTextContent('iDEAL');
  });

  it('shows credits spent without order or invoice', async () => {
    await loginAs('premium');
    await transactions.create({
      id: 501,
      memberId: persona('premium').id,
      kind: 'spend',
      description: 'Gift to Sophie',
      credits: -5,
      amount: null,
      currency: null,
      paymentMethod: null,
      state: 'completed',
      orderId: null,
      createdAt: new Date(Date.UTC(2026, 2, 2)).toISOString(),
    });
    await renderApp({ path: '/transactions/501' });
    const facts = await section('Gift to Sophie');
    expect(valueOf(facts, d.credits())).toHaveTextContent(t.creditsTaken({ count: 5 }));
    expect(within(facts).queryByText(d.amount())).not.toBeInTheDocument();
    expect(within(facts).queryByText(d.method())).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: d.order.title() })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: d.invoice.title() })).not.toBeInTheDocument();
  });

  it('says another member’s or an unknown line is not found, with the way back', async () => {
    const line = seededPurchase();
    await loginAs('free');
    await renderApp({ path: `/transactions/${String(line.id)}` });
    expect(await screen.findByText(LL.apiErrors.not_found())).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: LL.routes.transactions() })).toBeVisible();
    expect(screen.getByRole('link', { name: d.back() })).toHaveAttribute('href', '/transactions');
    expect(screen.queryByRole('region', { name: line.description })).not.toBeInTheDocument();
  });

  it('does not ask the server about an address that names no transaction', async () => {
    await loginAs('premium');
    const { user, router } = await renderApp({ path: '/transactions/abc' });
    expect(await screen.findByText(LL.apiErrors.not_found())).toBeVisible();
    expect(simulation.log().filter((entry) => entry.operationId === 'getTransaction')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: d.back() }));
    expect(router.state.location.pathname).toBe('/transactions');
    expect(await screen.findByRole('list', { name: t.list.count({ count: 1 }) })).toBeVisible();
  });

  it('says why the line failed to load, and tries again', async () => {
    await loginAs('premium');
    const line = seededPurchase();
    simulation.fault({ operationId: 'getTransaction', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: `/transactions/${String(line.id)}` });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      `${d.loadFailed()} ${LL.apiErrors.server_error()}`,
    );
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.list.retry() }));
    expect(await section(line.description)).toBeVisible();
  });

  it('holds the line’s room while it loads', async () => {
    await loginAs('premium');
    const line = seededPurchase();
    simulation.fault({ operationId: 'getTransaction', delayMs: 600, once: true });
    await renderApp({ path: `/transactions/${String(line.id)}` });
    const loading = await screen.findByText(LL.common.loading());
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(await section(line.description)).toBeVisible();
  });
});
