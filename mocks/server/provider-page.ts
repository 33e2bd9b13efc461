import { paymentMethodNames, isPaymentMethodKey } from '../../src/domain/payment-methods';
import { clock } from '../../src/lib/clock';
import { providerPagePath } from '../control/payment-provider';
import { orders, payments } from '../db/commerce';
import { siteSettings } from '../db/site-settings';
import { returnUrlWithOrder } from '../handlers/payments-orders';
import { completePayment, endPayment } from '../handlers/payments-settlement';

/**
 * The simulated payment provider's page on the HTTP server (issue 17 item 3): the order's
 * `redirect_url` leads here, and the tester chooses what the provider does — pay, decline, cancel
 * at the member's request, or leave the payment pending — before being sent back to the site's
 * result page. Plain HTML and a form, no script: it stands for a third party's page, not the app.
 */
export type ProviderChoice = 'pay' | 'fail' | 'cancel' | 'pending';

const choices: readonly { value: ProviderChoice; label: string }[] = [
  { value: 'pay', label: 'Pay' },
  { value: 'fail', label: 'Decline (payment failed)' },
  { value: 'cancel', label: 'Cancel (the member stops at the provider)' },
  { value: 'pending', label: 'Leave pending (decide later on this page)' },
];

const isChoice = (value: string | null): value is ProviderChoice =>
  choices.some((choice) => choice.value === value);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

export interface ProviderAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const page = (status: number, title: string, content: string): ProviderAnswer => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  body: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #eef1f5; color: #1b1f24; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
p.note { color: #555; font-size: 0.875rem; }
button { display: block; width: 100%; min-height: 48px; margin: 0.5rem 0; font: inherit; border-radius: 8px;
  border: 2px solid #1d4ed8; background: #fff; color: #1d4ed8; cursor: pointer; }
button[value="pay"] { background: #1d4ed8; color: #fff; }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style></head>
<body><main>${content}</main></body></html>`,
});

const paymentIdOf = (path: string): string => path.slice(providerPagePath.length);

const findPayment = (path: string) => {
  const id = paymentIdOf(path);
  const payment = payments.findFirst((q) => q.where({ id }));
  const order = payment === undefined ? undefined : orders.findFirst((q) => q.where({ id: payment.orderId }));
  return payment === undefined || order === undefined ? undefined : { payment, order };
};

const notFound = (): ProviderAnswer =>
  page(404, 'Payment not found', '<h1>Payment not found</h1><p>No payment has this address.</p>');

const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);

/** GET: what is paid and the outcomes to choose from; the payment waits for the choice. */
const showPage = async (path: string): Promise<ProviderAnswer> => {
  const found = findPayment(path);
  if (found === undefined) return notFound();
  const { payment, order } = found;
  const method = isPaymentMethodKey(payment.method) ? paymentMethodNames[payment.method] : payment.method;
  const back =
    payment.returnUrl === undefined
      ? ''
      : `<p><a href="${escapeHtml(returnUrlWithOrder(payment.returnUrl, order.id))}">Back to the site</a></p>`;
  if (payment.state !== 'pending') {
    return page(
      200,
      'Payment settled',
      `<h1>Simulated provider</h1><p>This payment is ${escapeHtml(payment.state)}.</p>${back}`,
    );
  }
  // While the member is here the provider does not confirm on its own (payments-settlement.ts).
  await payments.update((q) => q.where({ id: payment.id }), {
    data: (p) => {
      p.heldAtProvider = true;
    },
  });
  const buttons = choices
    .map(
      ({ value, label }) =>
        `<button type="submit" name="outcome" value="${value}">${escapeHtml(label)}</button>`,
    )
    .join('\n');
  return page(
    200,
    `${method} — simulated payment provider`,
    `<h1>${escapeHtml(method)}</h1>
<p>Pay <strong>${escapeHtml(money(order.total, order.currency))}</strong> to ${escapeHtml(siteSettings().company.name)} for ${String(order.credits)} credits.</p>
<form method="post" action="${escapeHtml(providerPagePath + payment.id)}">
<fieldset style="border:0;padding:0;margin:0"><legend>What does the provider do?</legend>
${buttons}
</fieldset>
</form>
<p class="note">This page stands in for the payment provider in the simulation (QA). Order ${escapeHtml(order.id)}.</p>`,
  );
};

/** POST: settles the payment as chosen and sends the member back to the site's result page. */
const choose = async (path: string, form: URLSearchParams): Promise<ProviderAnswer> => {
  const found = findPayment(path);
  if (found === undefined) return notFound();
  const outcome = form.get('outcome');
  if (!isChoice(outcome)) return page(400, 'Choose an outcome', '<h1>Choose an outcome</h1>');
  const { payment } = found;
  if (payment.state === 'pending') {
    const at = clock.now().toISOString();
    if (outcome === 'pay') await completePayment(payment, at);
    if (outcome === 'fail') await endPayment(payment, 'failed', 'declined', at);
    if (outcome === 'cancel') await endPayment(payment, 'cancelled', 'cancelled_by_member', at);
  }
  const location =
    payment.returnUrl === undefined ? '/' : returnUrlWithOrder(payment.returnUrl, payment.orderId);
  return { status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
};

export const isProviderPath = (path: string): boolean => path.startsWith(providerPagePath);

export const providerPage = (method: string, path: string, body: string): Promise<ProviderAnswer> =>
  method === 'POST' ? choose(path, new URLSearchParams(body)) : showPage(path);
