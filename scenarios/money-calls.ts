import type { components, operations } from '../generated/schema';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';

// The money slice as the credits page, the payment result page, the repeat-order page and the direct
// debit form call it. Scenarios about buying credits, discount codes and premium read the balance and
// place and follow orders through these.

type OrderResult = components['schemas']['OrderResult'];
type OrderRequest = operations['createOrder']['requestBody']['content']['application/json'];
type DirectDebitForm = components['schemas']['DirectDebitForm'];

/** The logged-in member (credits, paid_user, signup date); throws when nobody is logged in. */
export const me = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error(`user answered ${String(response.status)}`);
  return data.user;
};

/** The logged-in member's balance of credits. */
export const creditsOf = async (client: ApiClient): Promise<number> => (await me(client)).credits;

/** The member's transactions as /transactions lists them (the first 100). */
export const transactionsOf = async (client: ApiClient) => {
  const { data } = await client.GET('/api/transactions.php', { params: { query: { per_page: 100 } } });
  return data?.transactions ?? [];
};

/** The member's purchases, or only those of one order. */
export const purchasesOf = async (client: ApiClient, orderId?: string) =>
  (await transactionsOf(client)).filter(
    (line) => line.kind === 'purchase' && (orderId === undefined || line.order_id === orderId),
  );

/** A page of the site as an order's return URL (where the provider sends the member back). */
export const returnUrl = async (client: ApiClient, path: string): Promise<string> => {
  const { data: site } = await client.GET('/api/settings.php');
  if (site === undefined) throw new Error('no site settings');
  return `https://${site.settings.domain}${path}`;
};

/** The packages the credits page offers in `country`, in its order (the smallest first). */
export const bundlesIn = async (client: ApiClient, country: string) => {
  const { data } = await client.GET('/api/credits.php', { params: { query: { country } } });
  return data?.bundles ?? [];
};

/** The package of `credits` credits the credits page offers in `country`; throws when there is none. */
export const bundleOf = async (client: ApiClient, country: string, credits: number) => {
  const bundle = (await bundlesIn(client, country)).find((offered) => offered.credits === credits);
  if (bundle === undefined) throw new Error(`no ${String(credits)}-credit package in ${country}`);
  return bundle;
};

/** How a payment method is offered for a package in `country` (available, saved card), if at all. */
export const methodFor = async (client: ApiClient, country: string, bundleId: number, code: string) => {
  const { data } = await client.GET('/api/payment-methods.php', {
    params: { query: { country, bundle_id: bundleId } },
  });
  return data?.methods.find((method) => method.code === code);
};

/** One press of Pay on /credits/{id}/{method}: a key of its own, and back to that page. */
export const placeOrder = async (client: ApiClient, order: Omit<OrderRequest, 'return_url'>, key: string) =>
  answerOf(
    client.POST('/api/order.php', {
      body: {
        ...order,
        return_url: await returnUrl(client, `/credits/${String(order.bundle_id)}/${order.payment_method}`),
      },
      params: { header: { 'Idempotency-Key': idempotencyKey(key) } },
    }),
  );

/** One press of Pay for the package of `credits` credits in the order's country. */
export const orderPackage = async (
  client: ApiClient,
  credits: number,
  order: Omit<OrderRequest, 'return_url' | 'bundle_id'>,
  key: string,
) => {
  const bundle = await bundleOf(client, order.country, credits);
  return placeOrder(client, { ...order, bundle_id: bundle.id }, key);
};

/** The order and payment an answer carries; throws when no order was placed. */
export const placedOrder = (answer: { body: OrderResult | components['schemas']['Error'] | undefined }) => {
  const body = answer.body;
  if (body === undefined || !('order' in body)) throw new Error('the order was not placed');
  return body;
};

/** The result page's poll, by a payment's or an order's id. */
export const paymentOf = (client: ApiClient, id: string) =>
  answerOf(client.GET('/api/payment.php', { params: { query: { id } } }));

/** The other ways to pay a failed or cancelled payment offers (none when it offers none). */
export const alternativesOf = (answer: Awaited<ReturnType<typeof paymentOf>>) =>
  answer.body !== undefined && 'payment' in answer.body ? (answer.body.payment.alternatives ?? []) : [];

/** An order as its result page reloads it, by the order's id. */
export const orderOf = (client: ApiClient, id: string) =>
  answerOf(client.GET('/api/order.php', { params: { query: { id } } }));

/** The last order as /credits/repeat-order shows it (404 no_previous_order when there is none). */
export const lastOrderOf = (client: ApiClient) => answerOf(client.GET('/api/repeat-order.php'));

/** Typing a code in "Discount code" (with the package chosen, if any) and pressing Apply. */
export const applyCode = (client: ApiClient, code: string, bundleId?: number) =>
  answerOf(client.POST('/api/discountcode.php', { body: { code, bundle_id: bundleId } }));

/** A code as this member sees it (`code`), the welcome code (`welcome`), or with neither the active one. */
export const discountCodeOf = (client: ApiClient, query?: { code?: string; welcome?: boolean }) =>
  answerOf(client.GET('/api/discountcode.php', { params: { query } }));

/** The direct debit form as J. de Vries of Amsterdam fills it in (mobile +31 6 ****5678). */
export const deVriesForm: DirectDebitForm = {
  account_holder: 'J. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Keizersgracht',
  house_number: '12A',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile_number: '+31612345678',
};

/** One press of "Send me the SMS code" for a package: a key of its own, as the app makes one per form sent. */
export const sendDirectDebitForm = (
  client: ApiClient,
  form: DirectDebitForm,
  purchase: { bundleId: number; country: string },
  key: string,
) =>
  answerOf(
    client.POST('/api/directdebit.php', {
      body: { ...form, bundle_id: purchase.bundleId, country: purchase.country },
      params: { header: { 'Idempotency-Key': idempotencyKey(key) } },
    }),
  );
