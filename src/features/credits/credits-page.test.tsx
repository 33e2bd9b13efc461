import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { orders } from '../../../mocks/db/commerce';
import { members } from '../../../mocks/db/members';
import { setPaymentOutcome } from '../../../mocks/handlers/payments';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.credits;

beforeAll(async () => {
  await Promise.all([import('./credits-page'), import('./payment-page')]);
}, 30_000);

afterEach(() => {
  setPaymentOutcome('complete');
});

const simulationCalls = (operationId: string) =>
  simulation.log().filter((entry) => entry.operationId === operationId).length;

const ordersOf = (memberId: number) => orders.findMany((q) => q.where({ memberId }));

/** The packages and the methods once both have loaded. */
const loaded = async () => {
  const bundles = await screen.findByRole('radiogroup', { name: t.bundles.legend() });
  const methods = await screen.findByRole('radiogroup', { name: t.methods.legend() });
  return { bundles, methods };
};

describe('the credit purchase page (issue 17 item 1)', () => {
  it('offers the country’s packages with the popular one chosen, and its methods with text marks', async () => {
    await loginAs('free');
    await renderApp({ path: '/credits' });
    const { bundles, methods } = await loaded();
    const radios = within(bundles).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    const popular = within(bundles).getByRole('radio', { name: /150 credits/ });
    expect(popular).toBeChecked();
    expect(within(bundles).getByText(t.bundles.popular())).toBeVisible();
    expect(within(bundles).getByText('£44.99')).toBeVisible();
    expect(within(bundles).getByText(t.bundles.perCredit({ price: '£0.30' }))).toBeVisible();
    const names = within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual([
      'CARDCredit card',
      'VISAVisa',
      'MCMastercard',
      'MAMaestro',
      'PPPayPal',
      'PayApple Pay',
    ]);
    expect(screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) })).toBeDisabled();
  });

  it('says that a code is not found, keeps what was typed, and applies a good code to the prices', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/credits' });
    await loaded();
    const field = screen.getByRole('textbox', { name: t.codeField.label() });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: t.codeField.apply() }));
    expect(await screen.findByText('Code not found')).toBeVisible();
    expect(field).toHaveValue('nope');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: t.codeField.apply() }));
    expect(await screen.findByText(t.codeField.characters())).toBeVisible();

    await user.clear(field);
    await user.type(field, ' spring10 ');
    await user.click(screen.getByRole('button', { name: t.codeField.apply() }));
    expect(await screen.findByText(t.codeField.applied({ code: 'SPRING10', percent: 10 }))).toBeVisible();
    const summary = screen.getByRole('region', { name: t.summary.heading() });
    expect(within(summary).getByText(t.summary.discount({ code: 'SPRING10', percent: 10 }))).toBeVisible();
    expect(within(summary).getByText('£40.49')).toBeVisible();
  });

  it('shows the time bonus of a new member counting down, applied to every price', async () => {
    await loginAs('new');
    await renderApp({ path: '/credits' });
    const { bundles } = await loaded();
    const bonus = await screen.findByRole('region', { name: t.discount.timeBonusTitle({ percent: 25 }) });
    expect(within(bonus).getByText(/^0[23]:\d\d:\d\d$/)).toBeVisible();
    expect(within(bonus).getByText(t.discount.personal())).toBeVisible();
    expect(within(bundles).getByText(t.bundles.was({ price: '£44.99' }))).toBeVisible();
    expect(within(bundles).getByText('£33.74')).toBeVisible();
  });

  it('pays with a stored card at once: premium’s credits are added and the result says so', async () => {
    await loginAs('premium');
    const before = persona('premium').credits;
    const { user } = await renderApp({ path: '/credits' });
    const { methods } = await loaded();
    await user.click(within(methods).getByRole('radio', { name: /Visa/ }));
    expect(screen.getByRole('checkbox', { name: t.methods.useStoredCard() })).toBeChecked();
    await user.click(screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) }));
    expect(await screen.findByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    expect(screen.getByText(t.result.completedText({ count: 150 }))).toBeVisible();
    expect(persona('premium').credits).toBe(before + 150);
  });

  it('keeps the credit badge right: low before a purchase, gone after it', async () => {
    await loginAs('premium');
    await members.update((q) => q.where({ id: persona('premium').id }), {
      data: (m) => {
        m.credits = 5;
      },
    });
    const { user } = await renderApp({ path: '/credits' });
    const { methods } = await loaded();
    const low = LL.topBar.lowCreditsLabel({ count: 5 });
    const creditsLink = { name: new RegExp(low) };
    expect((await screen.findAllByRole('link', creditsLink)).length).toBeGreaterThan(0);
    await user.click(within(methods).getByRole('radio', { name: /Visa/ }));
    await user.click(screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) }));
    expect(await screen.findByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryAllByRole('link', creditsLink)).toHaveLength(0);
    });
  });

  it('refuses a 10,000-character code at the field, and right-to-left or emoji text too', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/credits' });
    await loaded();
    const field = screen.getByRole('textbox', { name: t.codeField.label() });
    await user.click(field);
    await user.paste('X'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: t.codeField.apply() }));
    expect(await screen.findByText(t.codeField.tooLong({ max: 32 }))).toBeVisible();
    expect(field).toHaveValue('X'.repeat(10_000));
    for (const text of ['\u202Eedoc', '🎁GIFT']) {
      await user.clear(field);
      await user.paste(text);
      await user.click(screen.getByRole('button', { name: t.codeField.apply() }));
      expect(await screen.findByText(t.codeField.characters())).toBeVisible();
    }
    expect(simulationCalls('validateDiscountCode')).toBe(0);
  });

  it('places one order for a double press, and one after an answer lost on the way', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'createOrder', loseAnswer: 'drop', once: true });
    const { user } = await renderApp({ path: '/credits' });
    const { methods } = await loaded();
    await user.click(within(methods).getByRole('radio', { name: /PayPal/ }));
    const pay = screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) });
    await user.dblClick(pay);
    // Without the HTTP server's provider page the provider sends the member straight back.
    expect(await screen.findByRole('heading', { name: t.result.pendingTitle() })).toBeVisible();
    expect(ordersOf(persona('free').id)).toHaveLength(1);
  });

  it('waits for a pending payment, which completes when the provider confirms', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/credits' });
    const { methods } = await loaded();
    await user.click(within(methods).getByRole('radio', { name: /PayPal/ }));
    await user.click(screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) }));
    expect(await screen.findByText(t.result.pendingText({ method: 'PayPal' }))).toBeVisible();
    simulation.clock.advance(5);
    await user.click(screen.getByRole('button', { name: t.result.checkNow() }));
    expect(await screen.findByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    expect(persona('free')).toMatchObject({ credits: 150, paidUser: true });
  });

  it('offers manual card entry or PayPal when the stored card fails', async () => {
    await loginAs('premium');
    setPaymentOutcome('stored_card_fail');
    const { user } = await renderApp({ path: '/credits' });
    const { methods } = await loaded();
    await user.click(within(methods).getByRole('radio', { name: /Visa/ }));
    await user.click(screen.getByRole('button', { name: t.summary.pay({ amount: '£44.99' }) }));
    expect(await screen.findByText(t.result.reason.stored_card_failed())).toBeVisible();
    const others = screen.getByRole('navigation', { name: t.result.alternatives() });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`CARD${t.result.manualCard()}`, 'PPPayPal', t.result.otherPackages()]);
  });

  it('shows a wire transfer’s bank details and reference, in the chosen payment country', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/credits?country=NL' });
    const { methods } = await loaded();
    await user.click(within(methods).getByRole('radio', { name: /Wire transfer/ }));
    await user.click(screen.getByRole('button', { name: t.summary.pay({ amount: '€49.95' }) }));
    expect(await screen.findByRole('heading', { name: t.result.wireTitle() })).toBeVisible();
    const [order] = ordersOf(persona('free').id);
    expect(screen.getAllByText(order?.id ?? 'no order').length).toBeGreaterThan(0);
    expect(screen.getByText('NL20 INGB 0001 2345 67')).toBeVisible();
  });
});

describe('the credit purchase page when a load fails', () => {
  it('says the packages could not be loaded, and a retry brings them', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getCreditBundles', status: 403, code: 'forbidden', once: true });
    const { user } = await renderApp({ path: '/credits' });
    expect(await screen.findByText(new RegExp(t.bundles.loadFailed()))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.bundles.retry() }));
    expect(await screen.findByRole('radiogroup', { name: t.bundles.legend() })).toBeVisible();
  });

  it('says the methods could not be loaded, keeps the packages, and a retry brings them', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getPaymentMethods', status: 403, code: 'forbidden', once: true });
    const { user } = await renderApp({ path: '/credits' });
    expect(await screen.findByText(new RegExp(t.methods.loadFailed()))).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: t.bundles.legend() })).toBeVisible();
    await user.click(screen.getByRole('button', { name: t.bundles.retry() }));
    expect(await screen.findByRole('radiogroup', { name: t.methods.legend() })).toBeVisible();
  });

  it('ignores a failed load of the member’s own discount and sells at full price', async () => {
    await loginAs('new');
    simulation.fault({ operationId: 'getDiscountCode', status: 403, code: 'forbidden' });
    await renderApp({ path: '/credits' });
    const { bundles } = await loaded();
    expect(within(bundles).getByText('£44.99')).toBeVisible();
    expect(
      screen.queryByRole('region', { name: t.discount.timeBonusTitle({ percent: 25 }) }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the payment result page (issue 17 item 3)', () => {
  it('says an unknown order was not found, without asking for an address that is not an order', async () => {
    await loginAs('free');
    await renderApp({ path: '/credits/3/visa?order_id=ord_nothere99' });
    expect(await screen.findByText(t.result.notFound())).toBeVisible();
    await renderApp({ path: '/credits/3/visa?order_id=<script>' });
    await waitFor(() => {
      expect(screen.getAllByText(t.result.notFound())).toHaveLength(2);
    });
  });
});
