import type { Transaction } from '../../generated/model';
import { orders, transactions } from '../db/commerce';
import { siteSettings } from '../db/site-settings';
import { methodCode, money } from './payments-catalog';
import { orderOf } from './payments-orders';
import { handleMember } from './support/operation';
import { notFound } from './support/respond';

type TransactionRecord = ReturnType<typeof transactions.all>[number];

const orderRecordOf = (transaction: TransactionRecord) =>
  transaction.orderId === null
    ? undefined
    : orders.findFirst((q) => q.where({ id: transaction.orderId ?? '' }));

/** A transaction links only to an order that exists, so the app can always open it. */
export const transactionOf = (transaction: TransactionRecord): Transaction => ({
  id: transaction.id,
  created_at: transaction.createdAt,
  kind: transaction.kind,
  description: transaction.description,
  credits: transaction.credits,
  amount:
    transaction.amount === null || transaction.currency === null
      ? null
      : money(transaction.amount, transaction.currency),
  payment_method: transaction.paymentMethod === null ? null : methodCode(transaction.paymentMethod),
  state: transaction.state,
  order_id: orderRecordOf(transaction)?.id ?? null,
});

export const newestFirst = (a: TransactionRecord, b: TransactionRecord) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;

export const transactionHandlers = [
  /** Spec §2 transactions: the member's lines, newest first, paged by number. */
  handleMember('getTransactions', ({ query: { page = 1, per_page: perPage = 24 }, member, reply }) => {
    const all = transactions.findMany((q) => q.where({ memberId: member.id })).sort(newestFirst);
    return reply(200, {
      transactions: all.slice((page - 1) * perPage, page * perPage).map(transactionOf),
      num_results: all.length,
    });
  }),

  /** Spec §2 transactions-id: one line; purchases and refunds with their order and invoice. */
  handleMember('getTransaction', ({ query: { id }, member, reply }) => {
    const transaction = transactions.findFirst((q) => q.where({ id, memberId: member.id }));
    if (transaction === undefined) return notFound();
    const order = orderRecordOf(transaction);
    const invoiced = transaction.kind === 'purchase' || transaction.kind === 'refund';
    const company = siteSettings().company;
    const year = new Date(transaction.createdAt).getUTCFullYear();
    return reply(200, {
      transaction: transactionOf(transaction),
      order: order === undefined ? null : orderOf(order),
      invoice: invoiced
        ? {
            number: `INV-${year}-${String(transaction.id).padStart(6, '0')}`,
            company_name: company.name,
            vat_number: company.vat_numbers[0] ?? '',
          }
        : null,
    });
  }),
];
