import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { setPaymentOutcome } from '../../../mocks/handlers/payments';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.credits;

beforeAll(async () => {
  await Promise.all([import('./repeat-order-page'), import('./payment-page')]);
}, 30_000);

afterEach(() => {
  setPaymentOutcome('complete');
});

const calls = (operationId: string) =>
  simulation.log().filter((entry) => entry.operationId === operationId).length;

describe('repeat last order (issue 17 item 4)', () => {
  it('buys premium’s last package again with her stored card in one press', async () => {
    await loginAs('premium');
    const before = persona('premium').credits;
    const { user } = await renderApp({ path: '/credits/repeat-order' });
    expect(await screen.findByText(t.repeat.oneStep())).toBeVisible();
    expect(screen.getByText(/visa ending in 4242/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Buy \d+ credits for £/ }));
    expect(await screen.findByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    expect(persona('premium').credits).toBeGreaterThan(before);
    expect(calls('repeatOrder')).toBe(1);
  });

  it('leads to manual card entry or PayPal when the stored card fails', async () => {
    await loginAs('premium');
    setPaymentOutcome('stored_card_fail');
    const { user } = await renderApp({ path: '/credits/repeat-order' });
    await user.click(await screen.findByRole('button', { name: /^Buy \d+ credits for £/ }));
    expect(await screen.findByText(t.result.reason.stored_card_failed())).toBeVisible();
    const others = screen.getByRole('navigation', { name: t.result.alternatives() });
    expect(within(others).getByRole('link', { name: t.result.manualCard() })).toBeVisible();
    expect(within(others).getByRole('link', { name: /PayPal/ })).toBeVisible();
  });

  it('says a member who never bought has nothing to repeat, without asking', async () => {
    await loginAs('free');
    await renderApp({ path: '/credits/repeat-order' });
    expect(await screen.findByText(t.repeat.noOrder())).toBeVisible();
    expect(screen.getByRole('link', { name: t.repeat.buyCredits() })).toHaveAttribute('href', '/credits');
    expect(calls('getRepeatOrder')).toBe(0);
  });

  it('says why a refused order failed, keeps the button, and the next press buys once', async () => {
    await loginAs('premium');
    simulation.fault({
      operationId: 'repeatOrder',
      status: 400,
      code: 'payment_method_unavailable',
      once: true,
    });
    const { user } = await renderApp({ path: '/credits/repeat-order' });
    const buy = await screen.findByRole('button', { name: /^Buy \d+ credits for £/ });
    await user.click(buy);
    expect(await screen.findByText(LL.apiErrors.payment_method_unavailable())).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Buy \d+ credits for £/ }));
    expect(await screen.findByRole('heading', { name: t.result.completedTitle() })).toBeVisible();
    expect(calls('repeatOrder')).toBe(2);
  });
});
