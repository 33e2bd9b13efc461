import { Collection } from '@msw/data';
import { z } from 'zod';

export const creditBundles = new Collection({
  schema: z.object({
    id: z.number().int(),
    country: z.string(),
    credits: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    popular: z.boolean(),
    tier: z.enum(['p0', 'p1', 'p2', 'p3']).nullable(),
    discountPercentage: z.number().nullable(),
  }),
});

export const discountCodes = new Collection({
  schema: z.object({
    code: z.string(),
    country: z.string().nullable(),
    memberId: z.number().int().nullable(),
    expires: z.string().nullable(),
    valuePercentage: z.number(),
    currency: z.string().nullable(),
    minimumOrderValue: z.number().nullable(),
    validity: z.enum(['once-per-user', 'once', 'unlimited']),
    paymentMethods: z.array(z.string()).nullable(),
  }),
});

export const discountUses = new Collection({
  schema: z.object({ code: z.string(), memberId: z.number().int(), usedAt: z.string() }),
});

export const orders = new Collection({
  schema: z.object({
    id: z.string(),
    memberId: z.number().int(),
    bundleId: z.number().int(),
    credits: z.number().int(),
    amount: z.number(),
    currency: z.string(),
    discountCode: z.string().nullable(),
    discountPercentage: z.number().nullable(),
    total: z.number(),
    paymentMethod: z.string(),
    createdAt: z.string(),
  }),
});

export const payments = new Collection({
  schema: z.object({
    id: z.string(),
    orderId: z.string(),
    memberId: z.number().int(),
    state: z.enum(['pending', 'completed', 'failed', 'cancelled']),
    method: z.string(),
    failureReason: z.string().nullable(),
    updatedAt: z.string(),
    /** The site page the provider sends the member back to (redirect payments). */
    returnUrl: z.string().optional(),
    /**
     * The member is at the simulated provider's page (HTTP server), which settles the payment as
     * the tester chooses there; until then it is not confirmed on its own after 5 s.
     */
    heldAtProvider: z.boolean().optional(),
  }),
});

export const transactions = new Collection({
  schema: z.object({
    id: z.number().int(),
    memberId: z.number().int(),
    kind: z.enum(['purchase', 'refund', 'spend', 'bonus']),
    description: z.string(),
    credits: z.number().int(),
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    state: z.enum(['pending', 'completed', 'failed', 'cancelled']),
    orderId: z.string().nullable(),
    createdAt: z.string(),
  }),
});

export const directDebitMandates = new Collection({
  schema: z.object({
    id: z.string(),
    memberId: z.number().int(),
    bundleId: z.number().int(),
    form: z.record(z.string(), z.string()),
    smsCode: z.string(),
    wrongCodes: z.number().int(),
    expiresAt: z.string(),
    verifiedAt: z.string().nullable(),
  }),
});
