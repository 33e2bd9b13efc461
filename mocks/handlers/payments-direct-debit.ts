import type {
  DirectDebitPrefill,
  DirectDebitRequest,
  FieldErrorCode,
  ResendDirectDebitSms200,
  ResendDirectDebitSmsBody,
  SubmitDirectDebit201,
  VerifyDirectDebitSms200,
  VerifyDirectDebitSmsBody,
} from '../../generated/model';
import {
  directDebitFormProblems,
  mandatesPerDay,
  maskIban,
  maskMobileNumber,
  normalizeIban,
  normalizeMobileNumber,
  smsCodeLength,
  smsCodeValidMinutes,
  smsResendIntervalSeconds,
  smsResendLimit,
  smsWrongCodeLimit,
} from '../../src/domain/direct-debit';
import { isWithinAmountLimit } from '../../src/domain/payment-methods';
import { discountedTotal } from '../../src/domain/pricing';
import { clock } from '../../src/lib/clock';
import { directDebitMandates, discountCodes, orders } from '../db/commerce';
import type { Member } from '../db/members';
import {
  bundleById,
  creditBundleOf,
  isOffered,
  isSoldIn,
  latestPaymentOf,
  type BundleRecord,
} from './payments-catalog';
import { checkDiscountCode, methodUnavailable } from './payments-discount';
import { createOrderRecords, newIdSuffix, orderOf, paymentOf } from './payments-orders';
import { completePayment } from './payments-settlement';
import { handleMember } from './support/operation';
import { apiError, created, isAnswer, notFound, ok, validationError } from './support/respond';

type MandateRecord = ReturnType<typeof directDebitMandates.all>[number];

const sepa = 'sepa_direct_debit';
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

/** The simulation blocks direct debit for accounts whose e-mail starts with "blocked" (spec §8). */
const isDirectDebitBlocked = (member: Member) => member.email.toLowerCase().startsWith('blocked');
const blocked = () => apiError(403, 'direct_debit_blocked', 'Account blocked for direct debit');

const sepaAllowed = (bundle: BundleRecord, amount: number) =>
  isSoldIn(bundle.country) &&
  isOffered(sepa, bundle.country) &&
  isWithinAmountLimit(sepa, bundle.currency, amount);

/**
 * A 6-digit code that differs per mandate and per sending; derived, not random, so a seeded
 * simulation replays the same codes.
 */
const smsCodeFor = (mandateId: string, sending: number, previous?: string): string => {
  let hash = 2_166_136_261;
  for (const char of `${mandateId}:${sending}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  const code = String(hash % 10 ** smsCodeLength).padStart(smsCodeLength, '0');
  return code === previous
    ? String((Number(code) + 1) % 10 ** smsCodeLength).padStart(smsCodeLength, '0')
    : code;
};

/**
 * The SMS code last "sent" for a mandate. SMS have no outbox kind, so tests and scenarios read
 * the code from the mandate through this.
 */
export const lastSmsCode = (mandateId: string): string | undefined =>
  directDebitMandates.findFirst((q) => q.where({ id: mandateId }))?.smsCode;

/*
 * The mandate record keeps the submitted form plus bookkeeping the collection has no fields for:
 * `submitted_at` (for the daily limit) and `resends`.
 */
const formValue = (mandate: MandateRecord, key: string): string | undefined => mandate.form[key];
const resendsOf = (mandate: MandateRecord) => Number(formValue(mandate, 'resends') ?? '0');
const submittedAt = (mandate: MandateRecord) =>
  Date.parse(formValue(mandate, 'submitted_at') ?? mandate.expiresAt);
const isVoid = (mandate: MandateRecord) => mandate.wrongCodes >= smsWrongCodeLimit;

const mandatesOf = (memberId: number) => directDebitMandates.findMany((q) => q.where({ memberId }));

const prefillOf = (memberId: number): DirectDebitPrefill => {
  const last = mandatesOf(memberId)
    .sort((a, b) => submittedAt(a) - submittedAt(b))
    .at(-1);
  if (last === undefined) return {};
  const text = (key: string) => {
    const value = formValue(last, key);
    return value === undefined ? {} : { [key]: value };
  };
  const iban = maskIban(formValue(last, 'iban') ?? '');
  const mobile = formValue(last, 'mobile_number');
  return {
    ...text('account_holder'),
    ...(iban === undefined ? {} : { iban_masked: iban }),
    ...text('street'),
    ...text('house_number'),
    ...text('postal_code'),
    ...text('city'),
    ...(mobile === undefined ? {} : { mobile_masked: maskMobileNumber(mobile) }),
  };
};

const submit = async (request: DirectDebitRequest, member: Member) => {
  if (isDirectDebitBlocked(member)) return blocked();
  // The app's own check of the form (src/domain), so the two never disagree about an IBAN.
  const fields: Partial<Record<string, FieldErrorCode>> = { ...directDebitFormProblems(request) };
  const bundle = bundleById(request.bundle_id);
  if (!isSoldIn(request.country)) fields.country = 'not_allowed';
  else if (bundle?.country !== request.country) fields.bundle_id = 'invalid';
  if (Object.keys(fields).length > 0 || bundle === undefined) return validationError(fields);
  if (!sepaAllowed(bundle, bundle.amount)) return methodUnavailable();
  const code =
    request.discount_code === undefined
      ? undefined
      : checkDiscountCode(member, request.discount_code, request.country, bundle, sepa);
  if (isAnswer(code)) return code;
  const total = code === undefined ? bundle.amount : discountedTotal(bundle.amount, code.valuePercentage);
  if (!isWithinAmountLimit(sepa, bundle.currency, total)) return methodUnavailable();

  const now = clock.nowMs();
  const recent = mandatesOf(member.id)
    .map(submittedAt)
    .filter((at) => at > now - dayMs)
    .sort((a, b) => a - b);
  if (recent.length >= mandatesPerDay) {
    const liftsAt = (recent[recent.length - mandatesPerDay] ?? now) + dayMs;
    return apiError(
      429,
      'direct_debit_limit',
      'Limit reached: try later, a cheaper package or another method',
      {
        retry_after: Math.max(1, Math.ceil((liftsAt - now) / 1000)),
      },
    );
  }
  const id = `mdt_${newIdSuffix()}`;
  const expiresAt = new Date(now + smsCodeValidMinutes * minuteMs).toISOString();
  await directDebitMandates.create({
    id,
    memberId: member.id,
    bundleId: bundle.id,
    form: {
      account_holder: request.account_holder.trim(),
      iban: normalizeIban(request.iban),
      street: request.street.trim(),
      house_number: request.house_number.trim(),
      postal_code: request.postal_code.trim(),
      city: request.city.trim(),
      mobile_number: normalizeMobileNumber(request.mobile_number),
      country: request.country,
      ...(code === undefined ? {} : { discount_code: code.code }),
      submitted_at: new Date(now).toISOString(),
      resends: '0',
    },
    smsCode: smsCodeFor(id, 0),
    wrongCodes: 0,
    expiresAt,
    verifiedAt: null,
  });
  return created<SubmitDirectDebit201>({
    mandate_id: id,
    sms_sent_to: maskMobileNumber(request.mobile_number),
    code_length: smsCodeLength,
    expires_at: expiresAt,
  });
};

const ownMandate = (id: string, member: Member) =>
  directDebitMandates.findFirst((q) => q.where({ id, memberId: member.id }));

const resend = async ({ mandate_id }: ResendDirectDebitSmsBody, member: Member) => {
  const mandate = ownMandate(mandate_id, member);
  if (mandate?.verifiedAt !== null) return notFound();
  if (isVoid(mandate)) return notFound();
  const resends = resendsOf(mandate);
  if (resends >= smsResendLimit) return apiError(429, 'rate_limited', 'No more codes for this mandate');
  const now = clock.nowMs();
  const lastSent = Date.parse(mandate.expiresAt) - smsCodeValidMinutes * minuteMs;
  const wait = lastSent + smsResendIntervalSeconds * 1000 - now;
  if (wait > 0) {
    return apiError(429, 'rate_limited', 'Too many requests', { retry_after: Math.ceil(wait / 1000) });
  }
  const expiresAt = new Date(now + smsCodeValidMinutes * minuteMs).toISOString();
  await directDebitMandates.update((q) => q.where({ id: mandate.id }), {
    data: (m) => {
      m.smsCode = smsCodeFor(m.id, resends + 1, m.smsCode);
      m.expiresAt = expiresAt;
      m.form = { ...m.form, resends: String(resends + 1) };
    },
  });
  return ok<ResendDirectDebitSms200>({
    sms_sent_to: maskMobileNumber(formValue(mandate, 'mobile_number') ?? ''),
    expires_at: expiresAt,
  });
};

const confirmedOrder = (mandate: MandateRecord) => {
  const order = orders.findFirst((q) => q.where({ id: mandate.id.replace(/^mdt_/, 'ord_') }));
  const payment = order === undefined ? undefined : latestPaymentOf(order.id);
  if (order === undefined || payment === undefined) return notFound();
  return ok<VerifyDirectDebitSms200>({ order: orderOf(order), payment: paymentOf(payment) });
};

const verify = async ({ mandate_id, sms_code }: VerifyDirectDebitSmsBody, member: Member) => {
  if (isDirectDebitBlocked(member)) return blocked();
  const mandate = ownMandate(mandate_id, member);
  if (mandate === undefined) return notFound();
  if (mandate.verifiedAt !== null) return confirmedOrder(mandate);
  if (isVoid(mandate)) return notFound();
  if (sms_code !== mandate.smsCode) {
    await directDebitMandates.update((q) => q.where({ id: mandate.id }), {
      data: (m) => void (m.wrongCodes += 1),
    });
    return apiError(400, 'sms_code_invalid', 'Code invalid');
  }
  if (Date.parse(mandate.expiresAt) <= clock.nowMs())
    return apiError(400, 'sms_code_invalid', 'Code invalid');
  const bundle = bundleById(mandate.bundleId);
  if (bundle === undefined) return notFound();
  const codeName = formValue(mandate, 'discount_code');
  const code =
    codeName === undefined ? undefined : discountCodes.findFirst((q) => q.where({ code: codeName }));
  const { order, payment } = await createOrderRecords(
    member,
    bundle,
    sepa,
    code,
    mandate.id.replace(/^mdt_/, ''),
  );
  const paid = await completePayment(payment, order.createdAt);
  await directDebitMandates.update((q) => q.where({ id: mandate.id }), {
    data: (m) => void (m.verifiedAt = order.createdAt),
  });
  return ok<VerifyDirectDebitSms200>({ order: orderOf(order), payment: paymentOf(paid) });
};

export const directDebitHandlers = [
  /** Spec §2, §3, §8: the form prefilled from the last mandate (masked), and the bundle. */
  handleMember('getDirectDebitForm', ({ query, member, reply }) => {
    if (isDirectDebitBlocked(member)) return blocked();
    const bundle = bundleById(query.bundle_id);
    if (bundle === undefined) return notFound();
    if (!sepaAllowed(bundle, bundle.amount)) return methodUnavailable();
    return reply(200, { form: prefillOf(member.id), bundle: creditBundleOf(bundle) });
  }),

  /** Spec §2, §3, §5, §8: stores a mandate and sends its 6-digit SMS code. */
  handleMember('submitDirectDebit', ({ body, member }) => submit(body, member)),

  /** Spec §2: a new code, at most 3 times per mandate and 60 s apart. */
  handleMember('resendDirectDebitSms', ({ body, member }) => resend(body, member)),

  /** Spec §2, §5: the right code confirms the mandate and pays the order at once. */
  handleMember('verifyDirectDebitSms', ({ body, member }) => verify(body, member)),
];
